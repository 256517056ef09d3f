import { getConfig } from "#bff/config.ts";
import { log } from "#bff/log.ts";
import { resolveCmsLink, type ResolvedLink } from "#bff/rules/cms-link.ts";
import { imageUrl } from "#bff/rules/image-url.ts";

/**
 * CMS rich text (a ProseMirror-style JSON tree) turned into a closed, typed tree the
 * renderer can only draw as React elements: unknown node and mark kinds are dropped (and
 * logged), links go through the CMS link rules (hostile schemes become plain text),
 * numbers are clamped and the tree is bounded in depth and size.
 */

export type Mark =
  | { type: "bold" | "italic" | "strike" | "sub" | "super" | "underline" }
  | { type: "anchor"; id: string }
  | { type: "link"; link: ResolvedLink | null };

export type RichNode =
  | {
      type: "doc" | "blockquote" | "bulletList" | "orderedList" | "listItem";
      content: Array<RichNode>;
    }
  | {
      type: "paragraph";
      textAlign: TextAlign | null;
      maxWidth: number | null;
      content: Array<RichNode>;
    }
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5; content: Array<RichNode> }
  | { type: "table" | "tableRow"; content: Array<RichNode> }
  | { type: "tableHeader" | "tableCell"; content: Array<RichNode> }
  | {
      type: "image";
      src: string;
      srcSet: string;
      alt: string;
      title: string | null;
      width: number;
      height: number;
      float: Float | null;
    }
  | {
      type: "button";
      title: string;
      link: ResolvedLink | null;
      color: string;
      size: string;
      float: Float | null;
      icon: string | null;
      iconPosition: "left" | "right";
    }
  | { type: "clearer" | "hardBreak" }
  | { type: "text"; text: string; marks: Array<Mark> };

type TextAlign = "left" | "center" | "right" | "justify";
type Float = "left" | "right";

const MAX_DEPTH = 24;
const MAX_NODES = 5_000;
const MAX_TEXT = 20_000;
const CONTAINERS = new Set([
  "doc",
  "blockquote",
  "bulletList",
  "orderedList",
  "listItem",
  "table",
  "tableRow",
  "tableHeader",
  "tableCell",
]);
const PLAIN_MARKS = new Set(["bold", "italic", "strike", "sub", "super", "underline"]);
const MARK_ALIASES: Record<string, string> = {
  em: "italic",
  strong: "bold",
  superscript: "super",
  subscript: "sub",
};

type Raw = { type?: unknown; attrs?: unknown; content?: unknown; text?: unknown; marks?: unknown };

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function oneOf<T extends string>(value: unknown, allowed: ReadonlyArray<T>): T | null {
  return typeof value === "string" && (allowed as ReadonlyArray<string>).includes(value)
    ? (value as T)
    : null;
}

function clampNumber(value: unknown, min: number, max: number): number | null {
  return typeof value === "number" && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : null;
}

/** Parses CMS rich text for rendering; anything unusable becomes an empty document. */
export function sanitiseRichText(
  value: unknown,
  { locale = "cs" }: { locale?: string } = {},
): RichNode {
  let budget = MAX_NODES;
  const skipped = new Set<string>();
  const cdn = getConfig().IMAGE_CDN_URL;

  const children = (raw: Raw, depth: number): Array<RichNode> =>
    Array.isArray(raw.content)
      ? raw.content.flatMap((child: unknown) => {
          const node = convert(record(child) as Raw, depth + 1);
          return node ? [node] : [];
        })
      : [];

  const marksOf = (raw: Raw): Array<Mark> =>
    (Array.isArray(raw.marks) ? raw.marks : []).flatMap((entry: unknown): Array<Mark> => {
      const mark = record(entry);
      const type = typeof mark.type === "string" ? (MARK_ALIASES[mark.type] ?? mark.type) : "";
      const attrs = record(mark.attrs);
      if (PLAIN_MARKS.has(type)) return [{ type } as Mark];
      if (type === "link") {
        const href = typeof attrs.href === "string" ? attrs.href : null;
        return [
          { type: "link", link: resolveCmsLink(href, { openInNewTab: attrs.target === "_blank" }) },
        ];
      }
      if (
        type === "anchor" &&
        typeof attrs.id === "string" &&
        /^[A-Za-z][\w-]{0,63}$/.test(attrs.id)
      ) {
        return [{ type: "anchor", id: attrs.id }];
      }
      skipped.add(`mark:${type}`);
      return [];
    });

  const convert = (raw: Raw, depth: number): RichNode | null => {
    if (depth > MAX_DEPTH || budget <= 0) return null;
    budget -= 1;
    const type = typeof raw.type === "string" ? raw.type : "";
    const attrs = record(raw.attrs);
    if (type === "text") {
      const text = typeof raw.text === "string" ? raw.text.slice(0, MAX_TEXT) : "";
      return text ? { type: "text", text, marks: marksOf(raw) } : null;
    }
    if (type === "paragraph") {
      return {
        type,
        textAlign: oneOf(attrs.textAlign, ["left", "center", "right", "justify"] as const),
        maxWidth: clampNumber(attrs.maxWidth, 100, 2000),
        content: children(raw, depth),
      };
    }
    if (type === "heading") {
      const level = (clampNumber(attrs.level, 1, 5) ?? 2) as 1 | 2 | 3 | 4 | 5;
      return { type, level, content: children(raw, depth) };
    }
    if (CONTAINERS.has(type)) {
      return { type: type as "doc", content: children(raw, depth) };
    }
    if (type === "image" && typeof attrs.src === "string" && attrs.src) {
      const width = clampNumber(attrs.width, 16, 2400) ?? 800;
      const height = clampNumber(attrs.height, 16, 2400) ?? 600;
      const src = imageUrl(cdn, attrs.src, { width, height });
      return {
        type,
        src,
        srcSet: `${src} 1x, ${imageUrl(cdn, attrs.src, { width: width * 2, height: height * 2 })} 2x`,
        alt: typeof attrs.alt === "string" ? attrs.alt : "",
        title: typeof attrs.title === "string" ? attrs.title : null,
        width,
        height,
        float: oneOf(attrs.float, ["left", "right"] as const),
      };
    }
    if (type === "button" && typeof attrs.title === "string") {
      const hrefs = record(attrs.href);
      const href = typeof hrefs[locale] === "string" ? hrefs[locale] : hrefs.cs;
      return {
        type,
        title: attrs.title,
        link: resolveCmsLink(typeof href === "string" ? href : null, {
          openInNewTab: attrs.link_target_blank === true,
        }),
        color: oneOf(attrs.color, ["primary", "secondary", "light", "dark"] as const) ?? "primary",
        size: oneOf(attrs.size, ["sm", "md", "lg"] as const) ?? "md",
        float: oneOf(attrs.float, ["left", "right"] as const),
        icon:
          typeof attrs.icon === "string" && /^[a-z-]{1,40}$/.test(attrs.icon) ? attrs.icon : null,
        iconPosition: oneOf(attrs.iconPosition, ["left", "right"] as const) ?? "left",
      };
    }
    if (type === "clearer" || type === "hardBreak") return { type };
    skipped.add(type || "(none)");
    return null;
  };

  const root = convert(record(value) as Raw, 0);
  if (skipped.size > 0) log.warn("rich text kinds skipped", { kinds: [...skipped] });
  return root?.type === "doc" ? root : { type: "doc", content: root ? [root] : [] };
}
