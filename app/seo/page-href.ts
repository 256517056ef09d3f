import { href, type Locale, type RouteKey } from "#app/utils/href.ts";
import { DEFAULT_LOCALE } from "#bff/locales.js";

/**
 * CMS text pages that have a screen of their own, by their slug in the default language
 * (a page's one identity across languages): the screen shows the page's text beside what
 * only the shop can do there (a form, the FAQ list).
 */
const OWN_SCREENS: Readonly<Record<string, RouteKey>> = {
  kontakt: "contact",
  "nejcastejsi-dotazy": "faq",
  "tabulka-velikosti": "sizeGuide",
};

/**
 * The one address of a CMS text page in a language: its own screen, else
 * /vse-o-nakupu/{slug} there; null where the page has no slug in that language. Every
 * other address of the page answers 301 to this one, and the sitemap lists only this one.
 */
export function textPageHref(
  locale: Locale,
  slugs: Partial<Record<Locale, string>>,
): string | null {
  const identity = slugs[DEFAULT_LOCALE];
  const screen = identity && Object.hasOwn(OWN_SCREENS, identity) ? OWN_SCREENS[identity] : null;
  if (screen) return href(screen, locale);
  const slug = slugs[locale];
  return slug ? href("aboutPurchase", locale, { slug }) : null;
}

/**
 * The one address of a curated guide (a CMS content page) in a language:
 * /pruvodce/{slug} there; null where the guide has no slug in that language. Its bare
 * /{slug} answers 301 here, and the sitemap lists only this one.
 */
export function guideHref(locale: Locale, slugs: Partial<Record<Locale, string>>): string | null {
  const slug = slugs[locale];
  return slug ? href("guide", locale, { slug }) : null;
}

/** The URL of a magazine article in the shopper's language. */
export function articleHref(locale: Locale, slug: string): string {
  return href("article", locale, { slug });
}
