/**
 * Builders for the CMS rich-text documents (doc, paragraph, heading, lists, table, image,
 * button, blockquote with marks), so seed texts stay readable.
 */

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: Array<RichTextNode>;
  text?: string;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
}

export const text = (value: string, marks?: RichTextNode["marks"]): RichTextNode =>
  marks ? { type: "text", text: value, marks } : { type: "text", text: value };

export const bold = (value: string): RichTextNode => text(value, [{ type: "bold" }]);

export const link = (value: string, href: string): RichTextNode =>
  text(value, [{ type: "link", attrs: { href, target: null } }]);

export const paragraph = (...content: Array<RichTextNode | string>): RichTextNode => ({
  type: "paragraph",
  attrs: { textAlign: "left", maxWidth: null },
  content: content.map((part) => (typeof part === "string" ? text(part) : part)),
});

export const heading = (level: 1 | 2 | 3 | 4 | 5, value: string): RichTextNode => ({
  type: "heading",
  attrs: { level },
  content: [text(value)],
});

export const bulletList = (items: Array<string>): RichTextNode => ({
  type: "bulletList",
  content: items.map((item) => ({ type: "listItem", content: [paragraph(item)] })),
});

export const table = (rows: Array<Array<string>>): RichTextNode => ({
  type: "table",
  content: rows.map((cells, index) => ({
    type: "tableRow",
    content: cells.map((cell) => ({
      type: index === 0 ? "tableHeader" : "tableCell",
      content: [paragraph(cell)],
    })),
  })),
});

export const image = (fileKey: string, alt: string): RichTextNode => ({
  type: "image",
  attrs: { src: fileKey, alt, title: alt, crop: false, width: 800, height: 450, float: null },
});

export const button = (title: string, href: string): RichTextNode => ({
  type: "button",
  attrs: {
    color: "primary",
    size: "md",
    float: null,
    icon: null,
    iconPosition: "left",
    href: { cs: href },
    title,
    link_target_blank: false,
  },
});

export const blockquote = (value: string): RichTextNode => ({
  type: "blockquote",
  content: [paragraph(value)],
});

export const doc = (...content: Array<RichTextNode>): RichTextNode => ({ type: "doc", content });
