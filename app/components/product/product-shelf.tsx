import { Await } from "@remix-run/react";
import { Suspense } from "react";

import { ProductGrid } from "#app/components/product/product-grid.tsx";
import type { BoxCard } from "#bff/rules/kept-cards.ts";
import "./product-card.css";
import "./product-shelf.css";

/**
 * A row of product boxes streamed after the first paint (alternatives, last visited); it
 * shows nothing until they arrive and nothing when there are none.
 */
export function ProductShelf({
  title,
  products,
  listName,
  anchorScope,
  imageSizes,
  phoneRow = false,
  belowFold = false,
}: {
  title: string;
  products: Promise<Array<BoxCard>>;
  /** The list the boxes are measured in (see `ProductCard`). */
  listName?: string;
  /** Set where another list of the page may show the same product (see `ProductCard`). */
  anchorScope?: string;
  /** The boxes' picture width where the row is laid out otherwise (see `ProductCard`). */
  imageSizes?: string;
  /** See `ProductGrid`'s `phoneRow`. */
  phoneRow?: boolean;
  /**
   * The row is never on the page's first screen (it follows the page's own content): the
   * browser skips drawing it until the shopper scrolls near it (product-shelf.css).
   */
  belowFold?: boolean;
}) {
  const className = [
    "product-shelf",
    belowFold ? "product-shelf-below-fold" : null,
    phoneRow ? "product-shelf-phone-row" : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(cards) =>
          cards.length > 0 ? (
            <section className={className} aria-label={title}>
              <h2>{title}</h2>
              <ProductGrid
                products={cards}
                listName={listName}
                anchorScope={anchorScope}
                imageSizes={imageSizes}
                phoneRow={phoneRow}
              />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
