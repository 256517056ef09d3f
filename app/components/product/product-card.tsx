import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { ProductCard as ProductCardData } from "#bff/pages/product-card.ts";

import { useHref } from "../../utils/use-href.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

import { Price } from "./price.tsx";

export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <article className="product-card">
      <Link
        to={to("product", { slug: product.slug })}
        prefetch="intent"
        className="product-card-link"
      >
        {product.image ? (
          <ResponsiveImage image={product.image} alt="" />
        ) : (
          <span className="image-placeholder">{t("product.noImage")}</span>
        )}
        <h3>{product.name}</h3>
      </Link>
      <p className="product-card-price">
        <Price amount={product.price} />
        {product.originalPrice ? (
          <del>
            <span className="visually-hidden">{t("product.originalPrice")} </span>
            <Price amount={product.originalPrice} />
          </del>
        ) : null}
      </p>
      <p className={product.isAvailable ? "stock in-stock" : "stock sold-out"}>
        {product.availabilityText}
      </p>
    </article>
  );
}

export function ProductGrid({ products }: { products: Array<ProductCardData> }) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
