/**
 * Czech alphabetical order, which SQLite's byte order gets wrong: ch follows h, and č, ř,
 * š, ž are letters of their own after c, r, s, z; other accents (á, ď, é, ů...) and case
 * only break ties. better-sqlite3 cannot register a collation, so names sort in code.
 * Numbers inside names compare by value ("5 m" before "10 m").
 */
const CZECH = new Intl.Collator("cs", { numeric: true });

export function compareCzech(a: string, b: string): number {
  return CZECH.compare(a, b);
}

/** Rows by name in Czech order; equal names keep a stable order by id. */
export function sortByCzechName<T extends { id: number; name: string }>(rows: Array<T>): Array<T> {
  return [...rows].sort((a, b) => compareCzech(a.name, b.name) || a.id - b.id);
}
