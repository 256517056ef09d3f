/**
 * The Czech company number (IČO): eight digits, the last a check digit computed from the
 * first seven with weights 8 down to 2: 11 minus the sum modulo 11, where a remainder of 0
 * gives 1, of 1 gives 0 and otherwise the difference (the mod 11 rules of the register).
 */
export function icoCheckDigit(firstSeven: string): number {
  const sum = [...firstSeven].reduce(
    (total, digit, index) => total + Number(digit) * (8 - index),
    0,
  );
  return (11 - (sum % 11)) % 10;
}

/** True for eight digits whose last is the check digit of the first seven. */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  return icoCheckDigit(value.slice(0, 7)) === Number(value[7]);
}
