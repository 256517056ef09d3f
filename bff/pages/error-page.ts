import { getSiteSettings } from "#bff/cms/content.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import type { SiteSettings } from "#bff/cms/schemas-content.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";

/** The CMS's words for one error status: the document's title and the page's rich text. */
export type CmsErrorPage = { title: string; document: RichNode };

function opensWithMainHeading(document: RichNode): boolean {
  const first = "content" in document ? document.content[0] : undefined;
  return first?.type === "heading" && first.level === 1;
}

/**
 * The site settings' error page of a status, or null when the CMS has none (the shop's own
 * texts stand then). Its rich text carries the page's heading, as a text page's does; one
 * that opens without a level-1 heading gets the title as its heading, so the page keeps one.
 */
export function errorPageOf(
  settings: Pick<SiteSettings, "error_pages">,
  { status, locale }: { status: number; locale: string },
): CmsErrorPage | null {
  const page = settings.error_pages.find((entry) => entry.status_code === status);
  if (!page?.title.trim()) return null;
  const document = sanitiseRichText(page.content, { locale });
  if (opensWithMainHeading(document) || !("content" in document)) {
    return { title: page.title, document };
  }
  const heading: RichNode = {
    type: "heading",
    level: 1,
    content: [{ type: "text", text: page.title, marks: [] }],
  };
  return { title: page.title, document: { ...document, content: [heading, ...document.content] } };
}

/** The CMS error page of a status from the (cached) site settings; null when the CMS fails. */
export async function cmsErrorPage({
  ctx,
  status,
}: {
  ctx: RequestContext;
  status: number;
}): Promise<CmsErrorPage | null> {
  const settings = await optional(getSiteSettings({ ctx }), { ctx, what: "error pages" });
  return settings ? errorPageOf(settings, { status, locale: ctx.locale }) : null;
}
