import type { MetaDescriptor } from "@remix-run/node";

/**
 * An article's Open Graph type with its dates and author: a page shared or listed as an
 * article (not a website) carries when it was published and by whom.
 */
export function articleMeta(
  tags: Array<MetaDescriptor>,
  article: { published: string; author: string | null },
): Array<MetaDescriptor> {
  return [
    ...tags.map((tag) =>
      "property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag,
    ),
    { property: "article:published_time", content: article.published },
    ...(article.author ? [{ property: "article:author", content: article.author }] : []),
  ];
}
