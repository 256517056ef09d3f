/**
 * The spec's form rules (§5) as the store checks them again on its side; their titles are
 * the form rules' messages of `message-language.ts`.
 */

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function isFullName(value: string): boolean {
  return value.trim().split(/\s+/).length >= 2;
}

export function isPhone(value: string): boolean {
  return /^\+[\d .\-/()]{9,}$/.test(value.trim());
}

const POSTCODES: Record<string, RegExp> = {
  AUT: /^\d{4}$/,
  DEU: /^\d{5}$/,
  CZE: /^\d{3} ?\d{2}$/,
  CHE: /^\d{4}$/,
};

export function isPostcode(value: string, countryCode: string): boolean {
  return POSTCODES[countryCode]?.test(value.trim()) ?? true;
}

/** IČO: eight digits, the last a check digit of weights 8..2 over the first seven, mod 11. */
export function isTin(value: string, countryCode: string): boolean {
  if (countryCode !== "CZE" || value === "") return true;
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 7).reduce((total, digit, i) => total + digit * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[7];
}
