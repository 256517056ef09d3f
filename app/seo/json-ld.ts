import { SHOP_NAME } from "#app/seo/meta-tags.ts";

/** A schema.org node as JSON-LD. */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>;

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
export function webSiteJsonLd(origin: string, searchPath: string): JsonLd {
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
        urlTemplate: `${origin}${searchPath}?q={search_term_string}`,
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

/**
 * A product with its offer (price, currency, availability and how long the price holds)
 * and, once reviewed, its aggregate rating on the five-star scale.
 */
export function productJsonLd(product: {
  name: string;
  url: string;
  image: string | null;
  description: string | null;
  sku: string | null;
  gtin: string | null;
  brand: string | null;
  price: number;
  currency: string;
  isAvailable: boolean;
  priceValidUntil: string;
  rating: { stars: number; count: number } | null;
  /** While the store is down the page states no price, so neither does its data (decision 048). */
  withOffer?: boolean;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    url: product.url,
    ...(product.image ? { image: product.image } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.gtin ? { gtin13: product.gtin } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(product.withOffer === false
      ? {}
      : {
          offers: {
            "@type": "Offer",
            url: product.url,
            price: product.price.toFixed(2),
            priceCurrency: product.currency,
            priceValidUntil: product.priceValidUntil,
            availability: product.isAvailable
              ? "https://schema.org/InStock"
              : "https://schema.org/OutOfStock",
            itemCondition: "https://schema.org/NewCondition",
          },
        }),
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.stars,
            // A review gives one star at least (its form asks for the stars).
            bestRating: 5,
            worstRating: 1,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}
