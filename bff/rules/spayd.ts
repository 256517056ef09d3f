/**
 * The Czech "QR Platba" string (Short Payment Descriptor, SPAYD 1.0) a banking app scans to
 * fill in a bank transfer: `SPD*1.0*ACC:{IBAN}*AM:{amount}*CC:{currency}*X-VS:{vs}*MSG:{text}`.
 */
export type SpaydPayment = {
  /** The account as an IBAN; spaces as printed are allowed. */
  iban: string;
  amount: number;
  currencyCode: string;
  variableSymbol: string;
  message?: string;
};

/** The format's own limits: a variable symbol of up to 10 digits, a message of 60 characters. */
const VARIABLE_SYMBOL = /^\d{1,10}$/;
const MESSAGE_MAX = 60;
const AMOUNT_MAX_LENGTH = 10;

/**
 * `*` separates the fields, so a value carries it percent-encoded; `%` is encoded first so a
 * literal "%2A" in a message still reads back as written.
 */
function escapeValue(value: string): string {
  return value.replaceAll("%", "%25").replaceAll("*", "%2A");
}

/** Two decimals with a dot, whatever the locale: "2548.00". */
function amountText(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0)
    throw new RangeError("SPAYD amount must be positive");
  const text = amount.toFixed(2);
  if (text.length > AMOUNT_MAX_LENGTH) throw new RangeError("SPAYD amount is too large");
  return text;
}

/**
 * The SPAYD string of a bank transfer. Throws on input the format cannot carry (an amount
 * that is not positive, a variable symbol that is not 1–10 digits, a malformed IBAN), since a
 * code that scans to a wrong payment is worse than none. A long message is cut to 60
 * characters.
 */
export function spayd(payment: SpaydPayment): string {
  const iban = payment.iban.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) throw new RangeError("SPAYD needs an IBAN");
  const currency = payment.currencyCode.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError("SPAYD needs an ISO 4217 currency");
  if (!VARIABLE_SYMBOL.test(payment.variableSymbol)) {
    throw new RangeError("SPAYD variable symbol is 1 to 10 digits");
  }
  const fields = [
    `ACC:${iban}`,
    `AM:${amountText(payment.amount)}`,
    `CC:${currency}`,
    `X-VS:${payment.variableSymbol}`,
  ];
  const message = payment.message?.trim().slice(0, MESSAGE_MAX);
  if (message) fields.push(`MSG:${escapeValue(message)}`);
  return ["SPD", "1.0", ...fields].join("*");
}
