export type Row = Array<string | number>;

/** A Markdown table. */
export function table(header: Row, rows: Array<Row>): string {
  const line = (cells: Row) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export const verdict = (ok: boolean) => (ok ? "met" : "**missed**");
