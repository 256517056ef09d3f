import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { catchAllHref } from "#app/seo/catch-all-href.ts";
import { breadcrumbJsonLd } from "#app/seo/json-ld.ts";
import { href } from "#app/utils/href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import type { ProductPage } from "#bff/pages/product-page.ts";

/** The product's BreadcrumbList: the shop, its category path, the product itself. */
export function ProductBreadcrumbJsonLd({
  product,
}: {
  product: Pick<ProductPage, "name" | "slug" | "breadcrumb">;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root) return null;
  const { origin, locale } = root;
  const url = (path: string) => new URL(path, origin).href;
  return (
    <JsonLd
      data={breadcrumbJsonLd([
        { name: t("shop.name"), url: url(href("home", locale)) },
        ...product.breadcrumb.map((crumb) => ({
          name: crumb.name,
          url: url(catchAllHref(locale, crumb.slug)),
        })),
        { name: product.name, url: url(href("product", locale, { slug: product.slug })) },
      ])}
    />
  );
}
