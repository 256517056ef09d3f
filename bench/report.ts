export type Row = Array<string | number>;

/** A Markdown table. */
export function table(header: Row, rows: Array<Row>): string {
  const line = (cells: Row) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export const verdict = (ok: boolean) => (ok ? "met" : "**missed**");

/** Section 7 of results.md, written by `npm run bench:load` and kept by `npm run bench`. */
export const LOAD_HEADING = "## 7. Load: browsing and adding to the cart at once";

/** Section 8 of results.md, written by `npm run bench:cache` and kept by `npm run bench`. */
export const SHARED_CACHE_HEADING = "## 8. Anonymous pages through the shared cache (nginx)";

/**
 * The section under `heading` (up to the next heading of its level, or the end), or "" when
 * the text has none.
 */
export function sectionOf(markdown: string, heading: string): string {
  const start = markdown.indexOf(`${heading}\n`);
  if (start === -1) return "";
  const next = markdown.indexOf("\n## ", start + heading.length);
  return markdown.slice(start, next === -1 ? undefined : next + 1).trimEnd();
}

/** The text with the section under `section`'s first line replaced, or appended. */
export function withSection(markdown: string, heading: string, section: string): string {
  const old = sectionOf(markdown, heading);
  return old
    ? markdown.replace(old, section.trimEnd())
    : `${markdown.trimEnd()}\n\n${section.trimEnd()}\n`;
}
