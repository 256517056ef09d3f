import type { RichNode } from "#bff/cms/rich-text.ts";

/** About what search results show of a description before they cut it themselves. */
export const META_DESCRIPTION_MAX = 160;

function textOf(node: RichNode): string {
  if (node.type === "text") return node.text;
  if (node.type === "hardBreak") return " ";
  // A heading names the page, which its title already does.
  if (node.type === "heading" || !("content" in node)) return "";
  // Blocks end in a space, so that two paragraphs do not run into one word.
  return `${node.content.map(textOf).join("")} `;
}

/**
 * A page's description for search engines when the CMS gives none: the text the page
 * shows as its description, without its headings, whitespace collapsed, cut after the last whole word that fits
 * in META_DESCRIPTION_MAX characters with an ellipsis.
 */
export function metaDescriptionFrom(node: RichNode | null): string | null {
  if (!node) return null;
  const text = textOf(node).replace(/\s+/g, " ").trim();
  if (!text) return null;
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
