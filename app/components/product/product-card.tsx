import { Link, useLocation } from "@remix-run/react";
import { useRef } from "react";

import { BoxAddToCart } from "#app/components/product/box-add-to-cart.tsx";
import { BulkEntryForm } from "#app/components/product/bulk-entry-form.tsx";
import { CompareButton } from "#app/components/product/compare-button.tsx";
import { Price, PriceWithVat, useVatFirst } from "#app/components/product/price.tsx";
import { StarRating } from "#app/components/product/star-rating.tsx";
import {
  OutageAddToCart,
  PriceUnavailable,
  useStoreOutage,
} from "#app/components/product/store-outage.tsx";
import { VariantChoice } from "#app/components/product/variant-choice.tsx";
import { WishToggle } from "#app/components/product/wish-toggle.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { TrackedItem } from "#app/tracking/shop-events.ts";
import { useImpression } from "#app/tracking/use-impression.ts";
import { useTrack } from "#app/tracking/use-track.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import { productBoxAnchor } from "#app/wish-list/wish-form.ts";
import type { ProductCard as ProductCardData } from "#bff/pages/product-card.ts";
import { boxedImage, CARD_IMAGE } from "#bff/rules/image-box.ts";
import { resizedImageUrl } from "#bff/rules/image-url.ts";
import "./product-card.css";

/**
 * A box's picture is half a phone's width (two boxes a row, 16 px margins, 12 px between;
 * product-card.css) and at most about 270 px on larger screens.
 */
const CARD_IMAGE_SIZES = "(max-width: 767px) calc(50vw - 22px), 270px";

/**
 * A product box: the hover image replaces the main one on hover or focus (CSS only), the
 * price laid out by its size, a discount badge with the 30-day lowest price, and "Do
 * košíku" when one variant can be added; otherwise the shopper chooses on the product page.
 */
export function ProductCard({
  product,
  shoppingDisabledText,
  anchorScope,
  listName,
  priority = false,
  imageSizes = CARD_IMAGE_SIZES,
}: {
  product: ProductCardData;
  /** Its picture is the page's first: see `ResponsiveImage`'s `priority`. */
  priority?: boolean;
  /** The picture's width as a `sizes` attribute, where a list lays boxes out otherwise. */
  imageSizes?: string;
  /** The list the box is measured in; the page's path unless a placement names its own. */
  listName?: string;
  /** Set when the shop has switched shopping off: shown instead of the button. */
  shoppingDisabledText?: string | null;
  /**
   * Names the box's list in its anchor where several lists of one page may show the same
   * product (content blocks), so that every id on the page stays unique.
   */
  anchorScope?: string;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const location = useLocation();
  const productHref = to("product", { slug: product.slug });
  const anchor = anchorScope
    ? `${anchorScope}-${productBoxAnchor(product.id)}`
    : productBoxAnchor(product.id);
  const root = useRootData();
  // A business buyer enters quantities per variant (spec §6, with the bulkOrder flag).
  const bulkEntry = Boolean(root?.features.includes("bulkOrder") && root.user?.isBusiness);
  const vatFirst = useVatFirst();
  // The store down: no price it cannot confirm, no button that cannot work (decision 048).
  const outage = useStoreOutage();
  const box = useRef<HTMLElement>(null);
  const list = listName ?? location.pathname;
  const tracked: TrackedItem = {
    item_id: String(product.id),
    item_name: product.name,
    item_variant: String(product.variantId),
    price: product.price,
    item_list_name: list,
  };
  useImpression(box, tracked, list);
  const track = useTrack();
  return (
    <article
      className="product-card"
      id={anchor}
      ref={box}
      // What a kept box's island measures it by (kept-box-parts.ts).
      data-variant={product.variantId}
      data-price={product.price}
    >
      <Link
        to={productHref}
        prefetch="intent"
        className="product-card-link"
        onClick={() =>
          track({ event: "select_item", ecommerce: { item_list_name: list, items: [tracked] } })
        }
      >
        <span className="product-card-media">
          {product.image ? (
            <ResponsiveImage
              image={boxedImage(product.image, CARD_IMAGE)}
              alt=""
              sizes={imageSizes}
              priority={priority}
            />
          ) : (
            <span className="image-placeholder">{t("product.noImage")}</span>
          )}
          {product.hoverImage ? <HoverImage src={product.hoverImage} /> : null}
          {product.discountPercent && !outage ? (
            <span className="discount-badge">{`−${product.discountPercent} %`}</span>
          ) : null}
        </span>
        <h3>{product.name}</h3>
      </Link>
      <WishToggle variantId={product.variantId} productName={product.name} anchor={anchor} />
      {product.tags.length > 0 ? (
        <ul className="tag-list">
          {product.tags.map((tag) => (
            <li key={tag.code} className={tag.colour ? `tag colour-${tag.colour}` : "tag"}>
              {tag.text}
            </li>
          ))}
        </ul>
      ) : null}
      {product.stars !== null ? <StarRating stars={product.stars} /> : null}
      {product.perex ? <p className="product-card-perex">{product.perex}</p> : null}
      {outage ? (
        <p className="product-card-price">
          <PriceUnavailable />
        </p>
      ) : (
        <BoxPrices product={product} vatFirst={vatFirst} />
      )}
      <p className={product.isAvailable ? "stock in-stock" : "stock sold-out"}>
        {product.availabilityText}
      </p>
      <CompareButton productId={product.id} productName={product.name} anchor={anchor} />
      {shoppingDisabledText ? (
        <p className="shopping-disabled">{shoppingDisabledText}</p>
      ) : outage && (bulkEntry || product.addVariantId !== null) ? (
        <OutageAddToCart productName={product.name} withNotice={false} />
      ) : bulkEntry ? (
        <BulkEntryForm product={product} anchor={anchor} />
      ) : product.addVariantId !== null ? (
        <BoxAddToCart
          productId={product.id}
          productName={product.name}
          variantId={product.addVariantId}
          quantity={product.amountMin}
          action={productHref}
          returnTo={`${location.pathname}${location.search}`}
        />
      ) : (
        <VariantChoice productHref={productHref} name={product.name} />
      )}
    </article>
  );
}

/**
 * The second picture shows only under a pointer that hovers, where a box is 270 px wide
 * (product-card.css keeps it out of a touch screen's layout): the box's size and twice it
 * are all it needs, without the widths a phone's layout takes.
 */
function HoverImage({ src }: { src: string }) {
  return (
    <img
      src={src}
      srcSet={`${resizedImageUrl(src, CARD_IMAGE.width * 2)} 2x`}
      width={CARD_IMAGE.width}
      height={CARD_IMAGE.height}
      alt=""
      className="hover-image"
      loading="lazy"
      decoding="async"
    />
  );
}

/** The box's price with its old, lowest and recommended prices and the free-delivery tag. */
function BoxPrices({ product, vatFirst }: { product: ProductCardData; vatFirst: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={`product-card-price price-${product.priceLayout}`}>
        {/* Said aloud, as on the product page: which amount is the price, which the old one. */}
        <span className="visually-hidden">{`${t("product.price")}: `}</span>
        {vatFirst ? (
          <>
            <Price amount={product.priceWithoutTax} className="price-current" />{" "}
            {t("product.priceWithoutVat")}
          </>
        ) : (
          <Price amount={product.price} className="price-current" />
        )}{" "}
        {product.originalPrice && !vatFirst ? (
          <del>
            <span className="visually-hidden">{`${t("product.originalPrice")} `}</span>
            <Price amount={product.originalPrice} />
          </del>
        ) : null}
      </div>
      {vatFirst ? (
        <p className="price-note">
          <PriceWithVat amount={product.price} />
        </p>
      ) : null}
      {product.lowestPrice30Days !== null ? (
        <p className="price-note">
          {t("catalog.lowestPrice30Days")} <Price amount={product.lowestPrice30Days} />
        </p>
      ) : null}
      {product.recommendedPrice !== null ? (
        <p className="price-note">
          {t("catalog.recommendedPrice")} <Price amount={product.recommendedPrice} />
        </p>
      ) : null}
      {product.freeDelivery ? <p className="free-delivery">{t("catalog.freeDelivery")}</p> : null}
    </>
  );
}

/**
 * A list of boxes the browser renders from their data (decision 068: a document's lists are
 * kept as markup); its module loads with the first such list (`ProductGrid`).
 */
export function ProductCardList({
  id,
  className,
  lang,
  cards,
  priority,
  imageSizes,
  shoppingDisabledText,
  anchorScope,
  listName,
}: {
  id: string;
  className: string;
  lang?: string;
  cards: ReadonlyArray<ProductCardData>;
  priority: boolean;
  imageSizes?: string;
  shoppingDisabledText?: string | null;
  anchorScope?: string;
  listName?: string;
}) {
  const first = priority ? cards.find((product) => product.image) : undefined;
  return (
    <ul id={id} className={className} lang={lang}>
      {cards.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            priority={product === first}
            imageSizes={imageSizes}
            shoppingDisabledText={shoppingDisabledText}
            anchorScope={anchorScope}
            listName={listName}
          />
        </li>
      ))}
    </ul>
  );
}
