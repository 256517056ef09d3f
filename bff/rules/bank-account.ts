/**
 * The bank account a refund goes to: a Czech account `[prefix-]number/bank code` or an
 * IBAN, typed with or without spaces. Checks are the banks' own: the weighted mod-11 sums
 * of the prefix and of the number (ČNB decree 169/2011), and the IBAN's mod-97 (ISO 13616).
 */

export type BankAccountCheck =
  | { ok: true; value: string }
  | {
      ok: false;
      message:
        | "claims.errors.bankAccountRequired"
        | "claims.errors.bankAccountFormat"
        | "claims.errors.bankAccountCheck";
    };

const CZECH_ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/** Whether the digits, right-aligned under the weights, sum to a multiple of 11. */
function passesMod11(digits: string): boolean {
  const padded = digits.padStart(WEIGHTS.length, "0");
  const sum = [...padded].reduce(
    (total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0),
    0,
  );
  return sum % 11 === 0;
}

/** ISO 13616: the first four characters moved to the end, letters as 10–35, mod 97 is 1. */
function passesMod97(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The account as it is checked and stored: spaces dropped, letters upper-case. */
export function normaliseBankAccount(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** Checks a typed account; `value` is the normalised form to send on. */
export function checkBankAccount(typed: string): BankAccountCheck {
  const value = normaliseBankAccount(typed);
  if (value === "") return { ok: false, message: "claims.errors.bankAccountRequired" };
  if (/^[A-Z]{2}/.test(value)) {
    if (!IBAN.test(value)) return { ok: false, message: "claims.errors.bankAccountFormat" };
    return passesMod97(value)
      ? { ok: true, value }
      : { ok: false, message: "claims.errors.bankAccountCheck" };
  }
  const match = CZECH_ACCOUNT.exec(value);
  if (!match) return { ok: false, message: "claims.errors.bankAccountFormat" };
  const [, prefix = "", number = ""] = match;
  // A number needs at least two digits other than zero: "0000000001" is no account.
  const significant = number.replace(/0/g, "").length >= 2;
  return significant && passesMod11(prefix) && passesMod11(number)
    ? { ok: true, value }
    : { ok: false, message: "claims.errors.bankAccountCheck" };
}
