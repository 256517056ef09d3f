import {
  MAX_LOC_LENGTH,
  MAX_URLS_PER_SITEMAP,
  SITEMAP_NAMESPACE,
  XHTML_NAMESPACE,
} from "#app/seo/sitemap-xml.ts";

/**
 * For tests: checks a sitemap or sitemap index against the sitemap protocol's schema
 * (sitemaps.org, sitemap.xsd and siteindex.xsd) without the XSD files, and the document
 * against XML well-formedness. Covers what our sitemaps use: elements, attributes, text
 * and entity references; comments, CDATA and DTDs count as errors.
 */

type XmlElement = {
  name: string;
  attributes: Map<string, string>;
  children: Array<XmlElement>;
  text: string;
};

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const REFERENCE = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/y;
const ENTITY_TEXT: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text or an attribute value with its references resolved; an error for a bare & or <. */
function decode(raw: string, errors: Array<string>): string {
  let text = "";
  for (let index = 0; index < raw.length; index += 1) {
    const character = raw.charAt(index);
    if (character === "<") errors.push(`unescaped "<" in ${JSON.stringify(raw)}`);
    if (character !== "&") {
      text += character;
      continue;
    }
    REFERENCE.lastIndex = index;
    const reference = REFERENCE.exec(raw)?.[0];
    if (!reference) {
      errors.push(`unescaped "&" in ${JSON.stringify(raw)}`);
      continue;
    }
    const body = reference.slice(1, -1);
    text += body.startsWith("#x")
      ? String.fromCodePoint(parseInt(body.slice(2), 16))
      : body.startsWith("#")
        ? String.fromCodePoint(Number(body.slice(1)))
        : (ENTITY_TEXT[body] ?? "");
    index += reference.length - 1;
  }
  return text;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const TAG = /^<(\/?)([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Parses a well-formed document into its root element, collecting every error met. */
export function parseXml(xml: string, errors: Array<string>): XmlElement | null {
  if (!xml.startsWith(DECLARATION)) errors.push(`missing ${DECLARATION}`);
  const stack: Array<XmlElement> = [];
  let root: XmlElement | null = null;
  let position = xml.startsWith(DECLARATION) ? DECLARATION.length : 0;
  while (position < xml.length) {
    const open = xml.indexOf("<", position);
    const text = xml.slice(position, open === -1 ? xml.length : open);
    const parent = stack.at(-1);
    if (parent) parent.text += decode(text, errors);
    else if (text.trim()) errors.push(`text outside the root element: ${text.trim()}`);
    if (open === -1) break;
    const tag = TAG.exec(xml.slice(open, xml.indexOf(">", open) + 1));
    if (!tag) {
      errors.push(`not a tag: ${xml.slice(open, open + 40)}`);
      return null;
    }
    position = open + tag[0].length;
    const [, closing, name = "", attributeText = "", selfClosing] = tag;
    if (!NAME.test(name)) errors.push(`invalid element name ${name}`);
    if (closing) {
      const element = stack.pop();
      if (element?.name !== name) errors.push(`</${name}> closes <${element?.name ?? "nothing"}>`);
      continue;
    }
    const element: XmlElement = { name, attributes: new Map(), children: [], text: "" };
    for (const [, key = "", double, single] of attributeText.matchAll(ATTRIBUTE)) {
      if (element.attributes.has(key)) errors.push(`attribute ${key} twice on <${name}>`);
      element.attributes.set(key, decode(double ?? single ?? "", errors));
    }
    if (stack.length === 0) {
      if (root) errors.push(`a second root element <${name}>`);
      root = element;
    } else stack.at(-1)?.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0)
    errors.push(`<${stack.map((element) => element.name).join("><")}> not closed`);
  if (!root) errors.push("no root element");
  return root;
}

/** YYYY, YYYY-MM, YYYY-MM-DD or a full date and time with a time zone (W3C datetime). */
const W3C_DATETIME =
  /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?)?)?$/;

function checkLoc(loc: string, where: string, errors: Array<string>) {
  let url: URL | null = null;
  try {
    url = new URL(loc);
  } catch {
    errors.push(`${where}: <loc> ${loc} is not an absolute URL`);
  }
  if (url && url.protocol !== "http:" && url.protocol !== "https:") {
    errors.push(`${where}: <loc> ${loc} is not http(s)`);
  }
  if (loc.length > MAX_LOC_LENGTH) errors.push(`${where}: <loc> longer than ${MAX_LOC_LENGTH}`);
  if (loc.length < 12) errors.push(`${where}: <loc> shorter than the schema's 12 characters`);
}

function checkEntry(
  entry: XmlElement,
  { optional, where }: { optional: Array<string>; where: string },
  errors: Array<string>,
) {
  const count = (name: string) => entry.children.filter((child) => child.name === name).length;
  if (count("loc") !== 1) errors.push(`${where}: needs exactly one <loc>`);
  for (const name of ["lastmod", ...optional]) {
    if (count(name) > 1) errors.push(`${where}: more than one <${name}>`);
  }
  for (const child of entry.children) {
    if (child.children.length > 0 && !child.name.includes(":")) {
      errors.push(`${where}: <${child.name}> may hold only text`);
    }
    if (child.name === "loc") checkLoc(child.text.trim(), where, errors);
    else if (child.name === "lastmod" && !W3C_DATETIME.test(child.text.trim())) {
      errors.push(`${where}: <lastmod> ${child.text} is no W3C datetime`);
    } else if (child.name === "xhtml:link") {
      const { attributes } = child;
      if (attributes.get("rel") !== "alternate") errors.push(`${where}: xhtml:link rel`);
      if (!attributes.get("hreflang")) errors.push(`${where}: xhtml:link without hreflang`);
      checkLoc(attributes.get("href") ?? "", `${where} xhtml:link`, errors);
    } else if (!["loc", "lastmod", ...optional].includes(child.name) && !child.name.includes(":")) {
      errors.push(`${where}: <${child.name}> is not in the sitemap schema`);
    }
  }
}

/**
 * Every way `xml` breaks the sitemap protocol (empty when it keeps it): well-formed UTF-8
 * XML, the protocol's namespace, <urlset> of <url> or <sitemapindex> of <sitemap>, each
 * with one absolute <loc> of at most 2048 characters and an optional W3C datetime
 * <lastmod>, at most 50 000 entries and 50 MB, alternates as xhtml:link.
 */
export function sitemapProtocolErrors(xml: string): Array<string> {
  const errors: Array<string> = [];
  if (new TextEncoder().encode(xml).length > 50 * 1024 * 1024) errors.push("larger than 50 MB");
  const root = parseXml(xml, errors);
  if (!root) return errors;
  const kind =
    root.name === "urlset"
      ? { entry: "url", optional: ["changefreq", "priority"] }
      : root.name === "sitemapindex"
        ? { entry: "sitemap", optional: [] }
        : null;
  if (!kind) return [...errors, `root <${root.name}> is neither <urlset> nor <sitemapindex>`];
  if (root.attributes.get("xmlns") !== SITEMAP_NAMESPACE) {
    errors.push(`root namespace is not ${SITEMAP_NAMESPACE}`);
  }
  const usesXhtml = root.children.some((entry) =>
    entry.children.some((child) => child.name.startsWith("xhtml:")),
  );
  if (usesXhtml && root.attributes.get("xmlns:xhtml") !== XHTML_NAMESPACE) {
    errors.push(`xhtml:link used without xmlns:xhtml="${XHTML_NAMESPACE}"`);
  }
  if (root.children.length > MAX_URLS_PER_SITEMAP) {
    errors.push(`${root.children.length} entries, more than ${MAX_URLS_PER_SITEMAP}`);
  }
  root.children.forEach((entry, index) => {
    const where = `<${kind.entry}> ${index + 1}`;
    if (entry.name !== kind.entry) errors.push(`${where}: found <${entry.name}>`);
    else checkEntry(entry, { optional: kind.optional, where }, errors);
  });
  return errors;
}
