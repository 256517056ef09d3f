import { data, redirect } from "@remix-run/node";

/** A list page's number from `?page=`: 1 without it; a malformed or zero one is no page. */
export function listPageNumber(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) throw data(null, { status: 404 });
  if (raw === "1") {
    // One address per page: `?page=1` is the list itself.
    const clean = new URL(url);
    clean.searchParams.delete("page");
    throw redirect(`${clean.pathname}${clean.search}`, 301);
  }
  return Number(raw);
}

/** A later page's title names its number, so page 2 is not a duplicate of page 1. */
export function numberedTitle<Seo extends { title: string | null }>(
  seo: Seo,
  page: number,
  title: (base: string) => string,
): Seo {
  return page > 1 && seo.title ? { ...seo, title: title(seo.title) } : seo;
}
