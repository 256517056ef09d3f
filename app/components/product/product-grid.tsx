import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";

import {
  deferredComponent,
  DeferredMark,
  preloadDeferredPart,
} from "#app/components/layout/deferred-part.tsx";
import { KeptBoxes } from "#app/components/product/kept-boxes.tsx";
import { type BoxCard, cardsToRender, isKeptList } from "#bff/rules/kept-cards.ts";

/** A box's picture in a grid that is one sideways row on a phone (`.product-grid-row`). */
export const ROW_CARD_IMAGE_SIZES = "(max-width: 342px) 70vw, (max-width: 767px) 240px, 270px";

/** The class of a grid of boxes, which a phone may show as one row scrolled sideways. */
export function productGridClass(phoneRow: boolean): string {
  return phoneRow ? "product-grid product-grid-row" : "product-grid";
}

const CARDS = "product-cards";

/**
 * The boxes the browser renders itself: a document keeps its lists as markup (decision
 * 068), so a page loads the box's code only when it renders boxes from data (a client
 * navigation, a filter, "Načíst další"), or when its document carries a list it renders.
 */
const ProductCardList = deferredComponent(CARDS, () =>
  import("#app/components/product/product-card.tsx").then((module) => module.ProductCardList),
);

/**
 * A page's list of product boxes. On a document with the list kept the browser keeps the
 * server's markup (`KeptBoxes`); any other list it renders from the boxes' data.
 */
export function ProductGrid({
  products,
  shoppingDisabledText,
  anchorScope,
  listName,
  priority = false,
  phoneRow = false,
  imageSizes = phoneRow ? ROW_CARD_IMAGE_SIZES : undefined,
  lang,
}: {
  products: ReadonlyArray<BoxCard>;
  /** The shop's language, when the boxes stand inside a text in another. */
  lang?: string;
  /**
   * One row scrolled sideways on a phone, for a promotional row that would otherwise
   * be screens of boxes in two columns.
   */
  phoneRow?: boolean;
  /** The first box's picture is the page's first: see `ResponsiveImage`'s `priority`. */
  priority?: boolean;
  shoppingDisabledText?: string | null;
  /** See `ProductCard`'s `anchorScope`. */
  anchorScope?: string;
  /** See `ProductCard`'s `listName`. */
  listName?: string;
  /** See `ProductCard`'s `imageSizes`. */
  imageSizes?: string;
}) {
  // The same id on the server and while hydrating: the browser finds the kept list by it.
  const id = useId();
  const location = useLocation();
  const cards = cardsToRender(products);
  const ids = products.map((product) => product.id).join(" ");
  // A kept list stays kept while the page's data lists the same boxes (the data that a
  // form's answer reloads brings them whole); another list is rendered.
  const [keptIds, setKeptIds] = useState(cards === null ? ids : null);
  if (keptIds !== null && keptIds !== ids) setKeptIds(null);
  const kept = cards === null || keptIds === ids;
  useLoadedOnNavigation(kept);
  const className = productGridClass(phoneRow);
  return (
    // The server marks a list the browser renders, whose module it loads before hydrating.
    <DeferredMark name={isKeptList(products) ? "" : CARDS}>
      {kept || cards === null ? (
        <KeptBoxes
          id={id}
          className={className}
          lang={lang}
          listName={listName ?? location.pathname}
        />
      ) : (
        <ProductCardList
          id={id}
          className={className}
          lang={lang}
          cards={cards}
          priority={priority}
          imageSizes={imageSizes}
          shoppingDisabledText={shoppingDisabledText}
          anchorScope={anchorScope}
          listName={listName}
        />
      )}
    </DeferredMark>
  );
}

/**
 * A page of kept lists loads the box's code when the shopper goes on within the app: the
 * next page renders its boxes, and the code comes alongside its data, not after it.
 */
function useLoadedOnNavigation(kept: boolean) {
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (kept && navigating) preloadDeferredPart(CARDS);
  }, [kept, navigating]);
}
