import type { Page } from "#bff/cms/schemas-content.ts";
import type { Product } from "#bff/cms/schemas.ts";
import { LOCALES, isLocale, type Locale } from "#bff/locales.js";

import { imageUrl } from "./image-url.ts";

/** The share image's box: the 1.91:1 size Open Graph readers show as a large card. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** What a page tells search engines and link previews about itself. */
export type PageSeo = {
  /** null when the page has no title of its own (the shop's name stands alone). */
  title: string | null;
  description: string | null;
  keywords: string | null;
  noindex: boolean;
  nofollow: boolean;
  /** The page's slug in each language it exists in, for its canonical and hreflang links. */
  slugs: Partial<Record<Locale, string>>;
  /** The share image on the image CDN (absolute), or null. */
  image: string | null;
};

type PageMeta = Page["page_meta"];

/**
 * The SEO of a page search engines may list that has no CMS page_meta (home, a product,
 * brands A to Z): the fields given; no description, keywords, share image or slugs of its
 * own where none are given (a fixed route's paths come from the route table).
 */
export function listedPageSeo<Given extends Partial<PageSeo> & Pick<PageSeo, "title">>(
  fields: Given,
): PageSeo & Given {
  return {
    description: null,
    keywords: null,
    noindex: false,
    nofollow: false,
    slugs: {},
    image: null,
    ...fields,
  };
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * An entity's slug per language of the shop from its canonical_slugs; `own` is the slug the
 * entity was found by, standing for its language when canonical_slugs does not name it.
 */
export function localisedSlugs(
  canonicalSlugs: Array<{ language: string; slug: string }>,
  own: { locale: Locale; slug: string },
): PageSeo["slugs"] {
  const slugs: PageSeo["slugs"] = {};
  for (const { language, slug } of canonicalSlugs) {
    if (isLocale(language) && slug) slugs[language] = slug;
  }
  slugs[own.locale] ??= own.slug;
  return slugs;
}

/**
 * A CMS document's SEO from its page_meta: seo_title (else the document's title),
 * seo_description, seo_keywords, meta_noindex / meta_nofollow, share_image and
 * canonical_slugs.
 */
export function seoFromPageMeta(
  pageMeta: PageMeta,
  { title, locale, cdnBase }: { title: string; locale: Locale; cdnBase: string },
): PageSeo & { title: string } {
  const slugs = localisedSlugs(pageMeta.canonical_slugs, { locale, slug: pageMeta.slug });
  return {
    title: text(pageMeta.seo_title) ?? title,
    description: text(pageMeta.seo_description),
    keywords: text(pageMeta.seo_keywords),
    noindex: pageMeta.meta_noindex,
    nofollow: pageMeta.meta_nofollow,
    slugs,
    image: pageMeta.share_image ? imageUrl(cdnBase, pageMeta.share_image.path, SHARE_IMAGE) : null,
  };
}

/** A product's slug in every language of the shop: its canonical_slugs, else its own. */
export function productSlugs(product: Pick<Product, "slug" | "canonical_slugs">): PageSeo["slugs"] {
  const localised = new Map((product.canonical_slugs ?? []).map(({ lang, slug }) => [lang, slug]));
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, localised.get(locale) ?? product.slug]),
  );
}

/**
 * A product's SEO: its name, perex and main image, and its slug in every language
 * (`productSlugs`).
 */
export function seoFromProduct(
  product: Product,
  { cdnBase }: { cdnBase: string },
): PageSeo & { title: string } {
  const image = product.mainImage ?? product.variants[0]?.mainImage;
  return listedPageSeo({
    title: product.name,
    description: text(product.perex),
    slugs: productSlugs(product),
    image: image ? imageUrl(cdnBase, image.fileKey, SHARE_IMAGE) : null,
  });
}
