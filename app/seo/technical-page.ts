import type { HeadersFunction } from "@remix-run/node";

import { listedPageSeo, type PageSeo } from "#bff/rules/seo-meta.ts";

/** What search engines are told about a technical page: neither list it nor follow it. */
export const TECHNICAL_PAGE_ROBOTS = "noindex, nofollow";

/**
 * The `headers` export of a technical page (/blocksettings, /sitemapconfig): the robots
 * rule as a header too, which crawlers read without parsing the page.
 */
export const technicalPageHeaders: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("X-Robots-Tag", TECHNICAL_PAGE_ROBOTS);
  return headers;
};

/** A technical page's SEO: its title, noindex and nofollow. */
export function technicalPageSeo(title: string): PageSeo & { title: string } {
  return listedPageSeo({ title, noindex: true, nofollow: true });
}
