import { type DataModel, encode, PaymentOptions, removeDiacritics } from "bysquare/pay";

/**
 * The Slovak "PAY by square" string a banking app scans to fill in a bank transfer: one payment
 * order (not a standing order or direct debit), tab-separated, LZMA-compressed and written in
 * base32hex, as the `bysquare` package encodes it.
 */
export type PayBySquarePayment = {
  /** The account as an IBAN; spaces as printed are allowed. */
  iban: string;
  amount: number;
  currencyCode: string;
  variableSymbol: string;
  message: string;
  /** Required since version 1.2.0 of the standard, the one the package writes. */
  beneficiaryName: string;
};

/**
 * The standard's own limits: a variable symbol of up to 10 digits, an amount of at most 15
 * characters as written, a payment note of 140 Unicode characters.
 */
const VARIABLE_SYMBOL = /^\d{1,10}$/;
const AMOUNT_MAX_LENGTH = 15;
const AMOUNT_MAX = 999_999_999_999_999;
const PAYMENT_NOTE_MAX = 140;

/**
 * The package writes the amount as JavaScript prints it, so that text is what is checked: a sum
 * like 0.1 + 0.2 prints with 17 decimals and is refused rather than rounded into an amount other
 * than the order's. The value is bounded first, as from 1e21 up it prints in exponent form.
 */
function checkAmount(amount: number): void {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new RangeError("PAY by square amount must be positive");
  }
  if (amount > AMOUNT_MAX) throw new RangeError("PAY by square amount is too large");
  const text = String(amount);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    throw new RangeError("PAY by square amount has at most two decimals");
  }
  if (text.length > AMOUNT_MAX_LENGTH) {
    throw new RangeError("PAY by square amount is at most 15 characters with its decimals");
  }
}

/**
 * The PAY by square string of a bank transfer. Throws on input the standard cannot carry, since
 * a code that scans to a wrong payment is worse than none: here an amount that is not positive
 * or not exact to the cent, a variable symbol that is not 1–10 digits, a currency that is not
 * three letters; in the package's validation (a `ValidationError`) an IBAN that fails its
 * checksum, a currency outside ISO 4217 and a blank beneficiary name. Diacritics are stripped,
 * as many banking apps reject them, and a long message is cut to 140 characters.
 */
export function payBySquare(payment: PayBySquarePayment): string {
  checkAmount(payment.amount);
  if (!VARIABLE_SYMBOL.test(payment.variableSymbol)) {
    throw new RangeError("PAY by square variable symbol is 1 to 10 digits");
  }
  const currencyCode = payment.currencyCode.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currencyCode)) {
    throw new RangeError("PAY by square needs a three-letter ISO 4217 currency");
  }
  const order = {
    type: PaymentOptions.PaymentOrder,
    amount: payment.amount,
    currencyCode,
    variableSymbol: payment.variableSymbol,
    paymentNote: payment.message.trim(),
    bankAccounts: [{ iban: payment.iban.replace(/\s+/g, "").toUpperCase() }],
    beneficiary: { name: payment.beneficiaryName.trim() },
  };
  const model: DataModel = { payments: [order] };
  // Stripping diacritics (in place) can lengthen the text, "ß" becoming "ss", so the note is cut
  // after it, in code points as the standard counts Unicode characters: no emoji split in half.
  removeDiacritics(model);
  order.paymentNote = Array.from(order.paymentNote).slice(0, PAYMENT_NOTE_MAX).join("");
  return encode(model, { deburr: false, validate: true });
}
