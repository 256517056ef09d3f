import { href, hrefFrom, type Locale } from "#app/utils/href.ts";

/** The query parameter naming the page the shopper switches from (its path and query). */
export const SWITCHED_FROM = "z";

/**
 * The link from the page at `current` (path and query, in `from`'s language) to the same
 * page in `to`'s: the language-switch route of `to`, at its own host in domain mode, so the
 * remembered choice lands in that host's cookie.
 */
export function languageSwitchHref(from: Locale, to: Locale, current: string): string {
  const query = new URLSearchParams({ [SWITCHED_FROM]: current });
  return hrefFrom(from, to, `${href("languageSwitch", to)}?${query.toString()}`);
}

/** Each language named in itself, as a visitor looking for theirs recognises it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  cs: "Čeština",
  sk: "Slovenčina",
  de: "Deutsch",
};
