import { useStoreOutage } from "#app/components/product/store-outage.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { productJsonLd } from "#app/seo/json-ld.ts";
import { href } from "#app/utils/href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import type { ProductPage } from "#bff/pages/product-page.ts";

/** Product structured data: the offer of the shown variant and the rating. */
export function ProductJsonLd({
  product,
  reviewCount,
}: {
  product: Pick<
    ProductPage,
    | "name"
    | "slug"
    | "perex"
    | "gallery"
    | "variant"
    | "isAvailable"
    | "priceValidUntil"
    | "brand"
    | "stars"
  >;
  reviewCount: number;
}) {
  const root = useRootData();
  const storeOutage = useStoreOutage();
  if (!root) return null;
  const url = new URL(href("product", root.locale, { slug: product.slug }), root.origin).href;
  const { variant } = product;
  return (
    <JsonLd
      data={productJsonLd({
        name: product.name,
        url,
        image: product.gallery[0]?.image.src ?? null,
        description: product.perex,
        sku: variant.marketingCode,
        gtin: variant.ean,
        brand: product.brand?.title ?? null,
        price: variant.price,
        currency: variant.currencyCode,
        isAvailable: product.isAvailable,
        priceValidUntil: product.priceValidUntil,
        rating: product.stars === null ? null : { stars: product.stars, count: reviewCount },
        withOffer: !storeOutage,
      })}
    />
  );
}
