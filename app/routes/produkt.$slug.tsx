import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { loadOrMoved, productPage } from "#bff/index.server.ts";

import { addToCart } from "../cart-actions.server.ts";
import { AddToCartForm } from "../components/product/add-to-cart-form.tsx";
import { Price } from "../components/product/price.tsx";
import { ProductBreadcrumbJsonLd } from "../components/seo/product-breadcrumb-json-ld.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { parseProductUrl } from "../product-url.server.ts";
import { requestContext } from "../request-context.server.ts";
import type { loader as rootLoader } from "../root.tsx";
import { pageMeta, slugPaths } from "../seo.ts";
import { fromBff } from "../utils/bff-edge.server.ts";
import { href } from "../utils/href.ts";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: product,
  matches,
  location,
}) =>
  product
    ? pageMeta({
        seo: product.seo,
        matches,
        location,
        path: slugPaths(product.seo, (locale, slug) => href("product", locale, { slug })),
        // A variant is chosen within the product's one page.
        ignore: ["variant_id"],
      })
    : [];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { slug, variantId } = parseProductUrl(params, new URL(request.url).searchParams);
  if (!slug) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const lookup = {
    path: new URL(request.url).pathname,
    route: "product-slug",
    slug,
    type: "product",
  };
  const result = await fromBff(() =>
    loadOrMoved(ctx, lookup, () => productPage({ ctx, slug, variantId })),
  );
  if ("movedTo" in result) throw redirect(result.movedTo, 301);
  return result;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return addToCart(request, context);
}

export default function ProductDetail() {
  const { t } = useTranslation();
  const product = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { variant } = product;

  return (
    <article className="container product-detail">
      <ProductBreadcrumbJsonLd product={product} />
      <div className="product-gallery">
        {product.image ? (
          <ResponsiveImage image={product.image} priority />
        ) : (
          <span className="image-placeholder">{t("product.noImage")}</span>
        )}
      </div>
      <div className="product-summary">
        {product.categoryName ? <p className="eyebrow">{product.categoryName}</p> : null}
        <h1>{product.name}</h1>
        {product.perex ? <p className="perex">{product.perex}</p> : null}

        {product.variants.length > 1 ? (
          <nav aria-label={t("product.variant")} className="variant-picker">
            <h2>{t("product.variant")}</h2>
            <ul>
              {product.variants.map((option) => (
                <li key={option.id}>
                  <Link
                    to={`?variant_id=${option.id}`}
                    replace
                    preventScrollReset
                    aria-current={option.id === variant.id ? "true" : undefined}
                    className={option.isAvailable ? "variant" : "variant is-sold-out"}
                  >
                    {option.isAvailable
                      ? option.name
                      : t("product.variantUnavailable", { name: option.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className="product-price">
          <span className="visually-hidden">{t("product.price")}: </span>
          <Price amount={variant.price} className="price-main" />
          {variant.originalPrice ? (
            <del>
              <span className="visually-hidden">{t("product.originalPrice")} </span>
              <Price amount={variant.originalPrice} />
            </del>
          ) : null}
          {variant.discountPercentage ? (
            <span className="badge badge-discount">
              {t("product.discount", { percent: Math.round(variant.discountPercentage) })}
            </span>
          ) : null}
          <p className="price-without-vat">
            <Price amount={variant.priceWithoutTax} /> {t("product.priceWithoutVat")}
          </p>
        </div>

        <p className={product.isAvailable ? "stock in-stock" : "stock sold-out"}>
          {product.availabilityText}
        </p>

        {product.addToCart.enabled ? (
          <AddToCartForm
            productId={product.id}
            variantId={variant.id}
            min={product.addToCart.min}
            max={product.addToCart.max}
            unit={product.unit}
            lastResult={actionData?.result}
          />
        ) : (
          <p className="unavailable-note">{t("product.unavailable")}</p>
        )}
      </div>
    </article>
  );
}
