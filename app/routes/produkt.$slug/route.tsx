import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { addToCart } from "#app/cart/cart-actions.server.ts";
import { ColourStyle } from "#app/components/catalog/colour-style.tsx";
import { TermLinkedText } from "#app/components/glossary/term-linked-text.tsx";
import { AddToCartForm } from "#app/components/product/add-to-cart-form.tsx";
import { AddToListForm } from "#app/components/product/add-to-list-form.tsx";
import { PRODUCT_BOX_TRANSLATIONS } from "#app/components/product/box-translations.ts";
import { CompareButton } from "#app/components/product/compare-button.tsx";
import { DeliveryEstimate } from "#app/components/product/delivery-estimate.tsx";
import { ExpectedRestock } from "#app/components/product/expected-restock.tsx";
import { LastVisitedShelf } from "#app/components/product/last-visited-shelf.tsx";
import { ProductBoxes } from "#app/components/product/product-boxes.tsx";
import { ProductGallery } from "#app/components/product/product-gallery.tsx";
import { ProductGifts, ProductManuals } from "#app/components/product/product-gifts-manuals.tsx";
import { ProductInfo } from "#app/components/product/product-info.tsx";
import { ProductPrices } from "#app/components/product/product-prices.tsx";
import { ProductReviews } from "#app/components/product/product-reviews.tsx";
import { ProductShelf } from "#app/components/product/product-shelf.tsx";
import { ShopStock } from "#app/components/product/shop-stock.tsx";
import { productStockText } from "#app/components/product/stock-text.ts";
import {
  OutageAddToCart,
  type StoreOutageHandle,
  useStoreOutage,
} from "#app/components/product/store-outage.tsx";
import { VariantPicker } from "#app/components/product/variant-picker.tsx";
import { WatchForm } from "#app/components/product/watch-form.tsx";
import { WishToggle } from "#app/components/product/wish-toggle.tsx";
import { NearRecommendations } from "#app/components/recommendations/near-recommendations.tsx";
import { ProductBreadcrumbJsonLd } from "#app/components/seo/product-breadcrumb-json-ld.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { productPageLoader } from "#app/product/product-page.server.ts";
import { submitReview, watchAvailability } from "#app/routes/produkt.$slug/action.server.ts";
import { pageMeta, slugPaths } from "#app/seo/route-meta.ts";
import { addToListAction, requireShoppingLists } from "#app/shopping-lists/list-actions.server.ts";
import { useTrackView } from "#app/tracking/use-track.ts";
import { href } from "#app/utils/href.ts";
import { TEXT_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { useRootData } from "#app/utils/root-data.ts";

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
        // A variant and more reviews are shown within the product's one page.
        ignore: ["variant_id", "recenze"],
      })
    : [];

/** The CMS colours of the product's tags, variant choices and parameters. */
function productColours(product: {
  tags: Array<{ colour: string | null }>;
  variantDimensions: Array<{ values: Array<{ colour: string | null }> }>;
  parameters: Array<{ values: Array<{ colourHex?: string | null }> }>;
}): Array<string | null> {
  return [
    ...product.tags.map((tag) => tag.colour),
    ...product.variantDimensions.flatMap((dimension) =>
      dimension.values.map((value) => value.colour),
    ),
    ...product.parameters.flatMap((parameter) =>
      parameter.values.map((value) => value.colourHex?.replace("#", "") ?? null),
    ),
  ];
}

/** During a store outage the page says so by its buy button, not under the header. */
// The shops' stock streams in after the page's texts are chosen, and the recommended rows'
// boxes come once the shopper scrolls near them: their groups come with the page's.
export const handle: StoreOutageHandle & SharedPageHandle & { i18n: Array<string> } = {
  showsStoreOutage: true,
  sharedPage: true,
  i18n: ["shopStock", ...PRODUCT_BOX_TRANSLATIONS],
};

export function loader(args: LoaderFunctionArgs) {
  return productPageLoader(args);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: TEXT_FORM_MAX_BYTES });
  switch (formData.get("intent")) {
    case "watch":
      return watchAvailability(request, context, formData);
    case "review":
      return submitReview(request, context, formData);
    case "addToList":
      requireShoppingLists();
      return addToListAction(request, context, formData);
    default:
      return addToCart(request, context, formData);
  }
}

export default function ProductDetail() {
  const { t } = useTranslation();
  const product = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { variant } = product;
  const root = useRootData();
  const storeOutage = useStoreOutage();
  const intent = actionData && "intent" in actionData ? actionData.intent : "add";
  const currency = root?.frame.currency.code;
  useTrackView(product.id, () =>
    currency
      ? {
          event: "view_item",
          ecommerce: {
            currency,
            value: variant.price,
            items: [
              {
                item_id: String(product.id),
                item_name: product.name,
                item_variant: String(variant.id),
                price: variant.price,
              },
            ],
          },
        }
      : null,
  );

  return (
    <article className="container product-detail">
      <ColourStyle colours={productColours(product)} />
      <ProductBreadcrumbJsonLd product={product} />
      <div className="product-head">
        {product.categoryName ? <p className="eyebrow">{product.categoryName}</p> : null}
        <h1>{product.name}</h1>
        {product.tags.length > 0 ? (
          <ul className="tag-list" aria-label={t("catalog.tags")}>
            {product.tags.map((tag) => (
              <li key={tag.code} className={tag.colour ? `tag colour-${tag.colour}` : "tag"}>
                {tag.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ProductGallery key={variant.id} name={product.name} gallery={product.gallery} />
      <div className="product-summary">
        {product.perexTerms ? (
          <p className="perex">
            <TermLinkedText segments={product.perexTerms} />
          </p>
        ) : null}
        <ProductPrices product={product} />
        <VariantPicker
          variants={product.variants}
          dimensions={product.variantDimensions}
          activeId={variant.id}
        />
        <p className={product.isAvailable ? "stock in-stock" : "stock sold-out"}>
          {product.isAvailable
            ? productStockText(t, {
                text: product.availabilityText,
                stockShown: product.stockShown,
                sharedPage: product.sharedPage,
              })
            : product.availabilityText}
        </p>
        {product.expectedRestock ? <ExpectedRestock date={product.expectedRestock} /> : null}
        {product.soldOutRequest ? (
          <p className="notice notice-info" role="status">
            {t("product.variantSoldOut", {
              asked: product.soldOutRequest.name,
              shown: variant.name,
            })}
          </p>
        ) : null}
        {storeOutage ? (
          <OutageAddToCart withNotice />
        ) : product.shopping.disabled ? (
          <p className="notice notice-warning" role="status">
            {product.shopping.text}
          </p>
        ) : product.addToCart.enabled ? (
          <AddToCartForm
            productId={product.id}
            variantId={variant.id}
            limits={product.addToCart}
            unit={product.unit}
            lastResult={intent === "add" ? actionData?.result : undefined}
          />
        ) : null}
        {product.addToCart.enabled && product.soldOutRequest && !storeOutage ? (
          <WatchForm
            variantId={product.soldOutRequest.id}
            variantName={product.soldOutRequest.name}
            email={root?.user?.email}
            lastResult={intent === "watch" ? actionData?.result : undefined}
          />
        ) : null}
        {storeOutage || product.shopping.disabled || product.addToCart.enabled ? null : (
          <>
            <p className="unavailable-note">{t("product.unavailable")}</p>
            <WatchForm
              variantId={variant.id}
              email={root?.user?.email}
              lastResult={intent === "watch" ? actionData?.result : undefined}
            />
          </>
        )}
        <div className="product-side-actions">
          <WishToggle variantId={variant.id} productName={product.name} withText />
          <CompareButton productId={product.id} productName={product.name} />
        </div>
        {product.shoppingLists ? (
          <AddToListForm
            variantId={variant.id}
            lists={product.shoppingLists}
            result={intent === "addItem" ? actionData?.result : undefined}
          />
        ) : null}
        {product.isAvailable && product.delivery ? (
          <DeliveryEstimate date={product.delivery.date} shipper={product.delivery.shipper} />
        ) : null}
        <ShopStock key={variant.id} stock={product.shopStock} sharedPage={product.sharedPage} />
        <ProductGifts gifts={product.gifts} />
      </div>

      <ProductInfo product={product} />
      <ProductManuals manuals={product.manuals} />
      <ProductBoxes brand={product.brand} materials={product.materials} />
      <ProductReviews
        product={product}
        reviews={product.reviews}
        isLoggedIn={product.isLoggedIn}
        lastResult={intent === "review" ? actionData?.result : undefined}
      />
      <ProductShelf title={t("product.alternatives")} products={product.alternatives} belowFold />
      {/* Another product, reached from a row, opens at its top: its rows wait to be near. */}
      <NearRecommendations
        key={`related-${product.id}`}
        placement="productDetail__related"
        context={{ displayedProductId: product.id, productName: product.name }}
      />
      <NearRecommendations
        key={`cross-sell-${product.id}`}
        placement="productDetail__crossSell"
        context={{ displayedProductId: product.id, productId: product.id }}
      />
      <LastVisitedShelf
        key={product.id}
        productId={product.id}
        sharedPage={product.sharedPage}
        products={product.lastVisited}
      />
    </article>
  );
}
