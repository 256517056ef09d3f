import { sanitiseInfomailHtml } from "#bff/cms/infomail-html.ts";
import { getInfomailBySlug, getInfomailList } from "#bff/cms/infomails.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { foreignLanguage } from "#bff/rules/document-language.ts";
import { localisedSlugs, seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

export type InfomailView = {
  /** The slug in the shopper's language. */
  slug: string;
  title: string;
  /** The mail's language when it went out in another than the shopper's. */
  lang: string | null;
  /** When it went out, ISO 8601. */
  sentAt: string;
  /** The CMS's words beside the mail (rich text). */
  intro: RichNode;
  /** The mail's HTML, sanitised: safe to put into the page as it is. */
  html: string;
  seo: PageSeo & { title: string };
};

export type InfomailListItem = {
  /** The slug in the shopper's language. */
  slug: string;
  title: string;
  /** The mail's language when it went out in another than the shopper's. */
  lang: string | null;
  sentAt: string;
  summary: string | null;
};

/** Newest first, whatever order the CMS answered in; an unreadable date goes last. */
function byNewest(a: { created: string }, b: { created: string }): number {
  const time = (value: string) => Date.parse(value) || 0;
  return time(b.created) - time(a.created);
}

/** One infomail for /infomail/{slug}. Dependency depth 1. */
export async function infomailPage({
  ctx,
  slug,
}: {
  ctx: RequestContext;
  slug: string;
}): Promise<InfomailView> {
  const mail = await getInfomailBySlug({ ctx, slug });
  if (!mail) throw new BffError({ kind: "not_found" }, 404);
  const { IMAGE_CDN_URL } = getConfig();
  const seo = seoFromPageMeta(mail.page_meta, {
    title: mail.title,
    locale: ctx.locale,
    cdnBase: IMAGE_CDN_URL,
  });
  return {
    slug: seo.slugs[ctx.locale] ?? mail.page_meta.slug,
    title: mail.title,
    lang: foreignLanguage(mail.locale, ctx.locale),
    sentAt: mail.created,
    intro: sanitiseRichText(mail.content, { locale: ctx.locale }),
    html: sanitiseInfomailHtml(mail.infomail_html ?? "", {
      imageOrigins: [new URL(IMAGE_CDN_URL).origin],
    }),
    seo,
  };
}

/** Every infomail for /infomail, newest first. Dependency depth 1. */
export async function infomailIndex({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<Array<InfomailListItem>> {
  const mails = await getInfomailList({ ctx });
  return [...mails].sort(byNewest).map((mail) => {
    const slugs = localisedSlugs(mail.page_meta.canonical_slugs, {
      locale: ctx.locale,
      slug: mail.page_meta.slug,
    });
    return {
      slug: slugs[ctx.locale] ?? mail.page_meta.slug,
      title: mail.title,
      lang: foreignLanguage(mail.locale, ctx.locale),
      sentAt: mail.created,
      summary: mail.page_meta.seo_description?.trim() || null,
    };
  });
}
