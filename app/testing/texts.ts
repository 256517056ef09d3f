import type { Strings } from "#app/i18n/translate.ts";
import type { Locale } from "#bff/locales.js";
import cs from "#locales/cs/common.json";
import de from "#locales/de/common.json";
import sk from "#locales/sk/common.json";

export type { Locale };

/** The shop's texts per language, as locales/ has them. */
export const TEXTS: Record<Locale, Record<string, unknown>> = { cs, sk, de };

/** The Czech text a message key shows, e.g. "auth.register.failed". */
export function czechText(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => {
    return typeof node === "object" && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, TEXTS.cs);
}

/** The shop's texts in `locale` as the page's translations provider gives them. */
export function textsOf(locale: Locale): { language: Locale; strings: Strings } {
  return { language: locale, strings: TEXTS[locale] as Strings };
}
