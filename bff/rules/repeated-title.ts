import type { RichNode } from "#bff/cms/rich-text.ts";
import type { ContentBlock } from "#bff/cms/schemas-content.ts";

function plainText(node: RichNode): string {
  if (node.type === "text") return node.text;
  return "content" in node ? node.content.map(plainText).join("") : "";
}

const normalised = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase("cs");

/**
 * A rich text without a leading heading that only repeats the page's title: the page's
 * H1 already says it, and a second "Vibrátory" under "Vibrátory" pushes the products down
 * and gives screen readers the same heading twice. Null when nothing else is left.
 */
export function withoutRepeatedTitle(document: RichNode | null, title: string): RichNode | null {
  if (document?.type !== "doc") return document;
  const [first, ...rest] = document.content;
  if (first?.type !== "heading" || normalised(plainText(first)) !== normalised(title)) {
    return document;
  }
  return rest.length > 0 ? { ...document, content: rest } : null;
}

/**
 * Content blocks without a leading big title that only repeats the page's title (a guide
 * whose first block names it again under its H1); its subtitle, if any, stays as text.
 */
export function withoutRepeatedTitleBlock(
  blocks: Array<ContentBlock>,
  title: string,
): Array<ContentBlock> {
  const [first, ...rest] = blocks;
  if (first?.__typename !== "BigTitleBlock" || normalised(first.title) !== normalised(title)) {
    return blocks;
  }
  return first.subtitle
    ? [{ __typename: "TextBlock", _id: first._id, text: first.subtitle }, ...rest]
    : rest;
}
