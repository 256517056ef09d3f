import { createHash } from "node:crypto";

/** Letters NFD does not take apart into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ß: "ss",
  ẞ: "SS",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ø: "o",
  Ø: "O",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
};

/** A name in plain Latin letters: "Vibrátory Řada" becomes "Vibratory Rada", "Größe" "Grosse". */
export function transliterate(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßẞłŁđĐøØæÆœŒ]/g, (letter) => LETTERS[letter] ?? letter);
}

/**
 * The recommender's filter value of a product or category name (shop side §7: a hash of the
 * lower-cased transliterated name): hex SHA-256 of the name transliterated, trimmed and
 * lower-cased, so "Vibrátory Řada" and "vibratory rada" filter alike.
 */
export function recommenderFilterHash(name: string): string {
  return createHash("sha256").update(transliterate(name).trim().toLowerCase()).digest("hex");
}
