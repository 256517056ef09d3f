import { SHOP_NAME } from "./meta-tags.ts";

/** A schema.org node as JSON-LD. */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>;

/**
 * The spec's search route (/hledat). The search page has no entry in the path table yet,
 * so sk and de search in the one shop through it too.
 */
export const SEARCH_PATH = "/hledat";

/** The shop as an organisation: who stands behind every page. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: SHOP_NAME,
    url: `${origin}/`,
  };
}

/** The web site with its search, so a search engine can offer a search box for it. */
export function webSiteJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: SHOP_NAME,
    url: `${origin}/`,
    publisher: { "@id": `${origin}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${origin}${SEARCH_PATH}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A breadcrumb trail, first step first; every step carries its absolute URL. */
export function breadcrumbJsonLd(steps: Array<{ name: string; url: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
