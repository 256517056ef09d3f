import { Await } from "@remix-run/react";
import { Suspense } from "react";

import { ProductGrid } from "#app/components/product/product-grid.tsx";
import type { BoxCard } from "#bff/rules/kept-cards.ts";
import "./product-card.css";

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
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(cards) =>
          cards.length > 0 ? (
            <section className="product-shelf" aria-label={title}>
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
