import { isLocale, type Locale } from "#bff/locales.js";

/**
 * The language the language banner offers, when it is not the page's own (null
 * otherwise): the one the shopper chose with the switcher (the locale cookie), else the
 * browser's most preferred language the shop has (Accept-Language, by quality).
 */
export function suggestedLocale(
  acceptLanguage: string | null,
  current: Locale,
  chosen: string | null = null,
): Locale | null {
  if (isLocale(chosen)) return chosen === current ? null : chosen;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const q = quality ? Number(quality.slice(2)) : 1;
      return { language: tag.split("-")[0]?.toLowerCase() ?? "", q, index };
    })
    .filter(({ language, q }) => language && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const preferred = ranked.find(({ language }) => isLocale(language))?.language;
  return preferred && isLocale(preferred) && preferred !== current ? preferred : null;
}
