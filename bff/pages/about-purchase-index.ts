import { getPageList } from "#bff/cms/content.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { foreignLanguage } from "#bff/rules/document-language.ts";
import { seoFromPageMeta } from "#bff/rules/seo-meta.ts";

/**
 * The menu the CMS shows beside the shopping-information pages (`custom_menu_code`): the
 * pages that carry it are the ones living under /vse-o-nakupu/ (decision 034).
 */
export const ABOUT_PURCHASE_MENU_CODE = "footerMenu1";

export type AboutPurchaseEntry = {
  /** The page's slug in the shopper's language, for /vse-o-nakupu/{slug}. */
  slug: string;
  title: string;
  /** The page's language when the CMS answered another than the shopper's. */
  lang: string | null;
  description: string | null;
};

/**
 * The shopping-information pages for /vse-o-nakupu, in the CMS's order, each with its
 * title and its SEO description as a short summary. Dependency depth 1.
 */
export async function aboutPurchaseIndex({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<Array<AboutPurchaseEntry>> {
  const pages = await getPageList({ ctx });
  const cdnBase = getConfig().IMAGE_CDN_URL;
  return pages
    .filter((page) => page.custom_menu_code === ABOUT_PURCHASE_MENU_CODE)
    .map((page) => {
      const seo = seoFromPageMeta(page.page_meta, {
        title: page.title,
        locale: ctx.locale,
        cdnBase,
      });
      return {
        slug: seo.slugs[ctx.locale] ?? page.page_meta.slug,
        title: page.title,
        lang: foreignLanguage(page.locale, ctx.locale),
        description: seo.description,
      };
    });
}
