import { ROW_CARD_IMAGE_SIZES } from "#app/components/product/product-grid.tsx";
import { ProductShelf } from "#app/components/product/product-shelf.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { BoxCard } from "#bff/rules/kept-cards.ts";
import type { RecommendationPlacement } from "#bff/rules/recommendation-placements.ts";
import "./recommendations.css";

/** The width of a box's picture; 160 px boxes in the one-row layout (recommendations.css). */
const IMAGE_SIZES = { grid: ROW_CARD_IMAGE_SIZES, row: "160px" } as const;

/**
 * A recommendation placement: its heading and a row of product boxes. Nothing at all,
 * heading included, while they come, when there are none or when they fail.
 */
export function RecommendedProducts({
  placement,
  products,
  layout = "grid",
}: {
  placement: RecommendationPlacement;
  products: Promise<Array<BoxCard>>;
  /**
   * A grid like the page's other rows, or one row that scrolls sideways where a grid would
   * push the page away (the item-added modal, the top of the page after an add to cart).
   */
  layout?: "grid" | "row";
}) {
  const { t } = useTranslation();
  const className =
    layout === "row" ? "recommended-products recommended-products-row" : "recommended-products";
  return (
    <div className={className} data-placement={placement}>
      <ProductShelf
        title={t(`recommendations.title.${placement}`)}
        products={products}
        listName={placement}
        anchorScope={placement}
        imageSizes={IMAGE_SIZES[layout]}
        phoneRow
      />
    </div>
  );
}
