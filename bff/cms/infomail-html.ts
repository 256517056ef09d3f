import sanitizeHtml, { type Attributes, type IOptions, type Tag } from "sanitize-html";

/**
 * The one place raw HTML from an upstream reaches a page: an infomail's `infomail_html`,
 * written by a mailing tool. It is cut down to layout that cannot act: text, headings,
 * lists, tables, links and pictures, with no script, no event handler, no style (the
 * page's Content-Security-Policy forbids inline styles anyway), no frame, form or plugin.
 */

/** Tags whose whole content goes with them: what they hold is no text for a reader. */
const DROPPED_WITH_CONTENT = [
  "head",
  "title",
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "form",
  "select",
  "textarea",
  "button",
  "svg",
  "math",
];

const TEXT_TAGS = ["p", "br", "hr", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup"];
const BLOCK_TAGS = ["div", "span", "blockquote", "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6"];
const TABLE_TAGS = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];

const ALIGN = { name: "align", values: ["left", "center", "right", "justify"] };
const VALIGN = { name: "valign", values: ["top", "middle", "bottom", "baseline"] };

/** Schemes a link may use; pictures come over http(s) only. */
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);
const IMAGE_PROTOCOLS = new Set(["http:", "https:"]);

/**
 * An absolute address as a browser reads it, or null. Browsers drop tabs and line breaks
 * anywhere in a URL and control characters and spaces at its ends, so `jav&#x09;ascript:`
 * is read the same way here before its scheme is judged. Relative and protocol-relative
 * addresses (`//host`, `\\host`) mean nothing in a mail and are refused.
 */
function absoluteUrl(value: string | undefined, protocols: ReadonlySet<string>): URL | null {
  if (value === undefined) return null;
  const cleaned = value
    .replace(/[\t\n\r]/g, "")
    // eslint-disable-next-line no-control-regex -- exactly what browsers ignore at the ends
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (!/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return null;
  try {
    const url = new URL(cleaned);
    return protocols.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** A heading one level down: the page's own title is its only h1. */
function headingBelow(level: number) {
  return (_tagName: string, attribs: Attributes): Tag => ({
    tagName: `h${Math.min(level + 1, 6)}`,
    attribs,
  });
}

/** A link to http(s) or mailto, opening safely; anything else keeps its text only. */
function safeLink(_tagName: string, attribs: Attributes): Tag {
  const url = absoluteUrl(attribs.href, LINK_PROTOCOLS);
  if (!url) return { tagName: "span", attribs: {} };
  return {
    tagName: "a",
    attribs: {
      href: url.href,
      rel: "noopener noreferrer",
      ...(attribs.target === "_blank" ? { target: "_blank" } : {}),
      ...(attribs.title ? { title: attribs.title } : {}),
    },
  };
}

/**
 * An infomail's HTML, safe to put into a page as it is. Pictures stay only when they come
 * over http(s) from one of `imageOrigins` (the image CDN the page's policy allows); any
 * other would be blocked, or would tell a tracker that the page was read.
 */
export function sanitiseInfomailHtml(
  html: string,
  { imageOrigins }: { imageOrigins: ReadonlyArray<string> },
): string {
  const allowedImage = (src: string | undefined): boolean => {
    const url = absoluteUrl(src, IMAGE_PROTOCOLS);
    return url !== null && imageOrigins.includes(url.origin);
  };
  const options: IOptions = {
    allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS, ...TABLE_TAGS, "a", "img"],
    nonTextTags: DROPPED_WITH_CONTENT,
    allowedAttributes: {
      a: ["href", "rel", "target", "title"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
      table: [
        "width",
        "border",
        "cellpadding",
        "cellspacing",
        { name: "role", values: ["presentation"] },
      ],
      td: ["colspan", "rowspan", "width", ALIGN, VALIGN],
      th: ["colspan", "rowspan", "width", "scope", ALIGN, VALIGN],
      p: [ALIGN],
      div: [ALIGN],
      h2: [ALIGN],
      h3: [ALIGN],
      h4: [ALIGN],
      h5: [ALIGN],
      h6: [ALIGN],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    allowedStyles: {},
    transformTags: {
      h1: headingBelow(1),
      h2: headingBelow(2),
      h3: headingBelow(3),
      h4: headingBelow(4),
      h5: headingBelow(5),
      a: safeLink,
      img: (_tagName, attribs) => ({
        tagName: "img",
        // A picture without words is decoration to a screen reader, not a file name.
        attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async" },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !allowedImage(frame.attribs.src),
  };
  return sanitizeHtml(html, options).trim();
}
