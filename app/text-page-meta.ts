import type { MetaDescriptor } from "@remix-run/node";

import type { TextPage } from "#bff/pages/text-page.ts";

/** Title, description and robots of a CMS page, from its page_meta. */
export function textPageMeta(page: TextPage): Array<MetaDescriptor> {
  const robots = [page.seo.noindex ? "noindex" : "", page.seo.nofollow ? "nofollow" : ""]
    .filter(Boolean)
    .join(", ");
  return [
    { title: `${page.seo.title} | Amoris` },
    ...(page.seo.description ? [{ name: "description", content: page.seo.description }] : []),
    ...(robots ? [{ name: "robots", content: robots }] : []),
  ];
}
