import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { chosenGiftId } from "#app/cart/cart-session.server.ts";
import { CartCheckoutButton } from "#app/components/cart/cart-checkout-button.tsx";
import { CartCouponForm } from "#app/components/cart/cart-coupon-form.tsx";
import { CartCreditsForm } from "#app/components/cart/cart-credits-form.tsx";
import { CartGifts } from "#app/components/cart/cart-gifts.tsx";
import { CartLine, type CartActionData } from "#app/components/cart/cart-line.tsx";
import { CartRecommendations } from "#app/components/cart/cart-recommendations.tsx";
import { CartSummary } from "#app/components/cart/cart-summary.tsx";
import { StoreUnavailableBoundary } from "#app/components/layout/store-unavailable-boundary.tsx";
import { PRODUCT_BOX_TRANSLATIONS } from "#app/components/product/box-translations.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { cartPageAction } from "#app/routes/kosik/action.server.ts";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { visitorIdOf } from "#app/tracking/visitor-id.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { passHeaders } from "#app/utils/route-headers.ts";
import { useHref } from "#app/utils/use-href.ts";
import { cartPage, recommendedProducts } from "#bff/index.server.ts";
import type { CartPage } from "#bff/pages/cart-page.ts";

export const meta = unlistedPageMeta;

/** The lines a phone's first screen shows; their thumbnails are not left to load lazily. */
const LINES_ON_FIRST_SCREEN = 3;

// A coupon refused for too many guesses says when to try again.
export const headers = passHeaders("Retry-After");

// The recommended shelves stream in after the translations are named.
export const handle: TitleHandle & { i18n: Array<string> } = {
  titleKey: "cart.title",
  i18n: PRODUCT_BOX_TRANSLATIONS,
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ctx, giftId] = await Promise.all([
    requestContext(request, context),
    chosenGiftId(request),
  ]);
  const cart = await fromBff(() => cartPage({ ctx, chosenGiftId: giftId }));
  const recommended = recommendedProducts({
    ctx,
    placement: cart.items.length > 0 ? "checkout__cartItems" : "checkout__emptyCart",
    input: {
      visitorId: visitorIdOf(request),
      cartProducts: cart.items.map((item) => item.marketingCode),
    },
  });
  return { ...cart, recommended };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return cartPageAction(request, context);
}

/** The no-JS answer of a refused change goes back to the form that sent it. */
function resultFor(actionData: CartActionData | undefined, intent: string, itemId?: string) {
  const initial = actionData?.result.initialValue;
  if (initial?.intent !== intent) return undefined;
  if (itemId !== undefined && initial.itemId !== itemId) return undefined;
  return actionData?.result;
}

export default function Cart() {
  const { recommended, ...cart } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <CartView
      cart={cart}
      actionData={actionData}
      recommendations={{
        cartItems: <CartRecommendations placement="checkout__cartItems" products={recommended} />,
        emptyCart: <CartRecommendations placement="checkout__emptyCart" products={recommended} />,
      }}
    />
  );
}

/**
 * The cart page. `recommendations` is where the recommender's placements go
 * (checkout__cartItems under the items, checkout__emptyCart in an empty cart).
 */
export function CartView({
  cart,
  actionData,
  recommendations = { cartItems: null, emptyCart: null },
}: {
  cart: CartPage;
  actionData?: CartActionData;
  recommendations?: { cartItems: ReactNode; emptyCart: ReactNode };
}) {
  const { t } = useTranslation();
  const to = useHref();

  return (
    <div className="container cart">
      <h1>{t("cart.title")}</h1>
      {cart.removedItems > 0 ? (
        <p className="cart-alert" role="alert">
          {t("cart.removedInvalid")}
        </p>
      ) : null}
      {cart.shopping.disabled ? (
        <p className="cart-warning" role="alert">
          {cart.shopping.text ?? t("addToCart.shoppingDisabled")}
        </p>
      ) : null}
      {cart.items.length === 0 ? (
        <div className="cart-empty">
          <p>{t("cart.empty")}</p>
          <Link to={to("home")} className="button button-primary">
            {t("addToCart.continue")}
          </Link>
          <p>
            <Link to={to("cartImport")}>{t("cart.import.link")}</Link>
          </p>
          {recommendations.emptyCart}
        </div>
      ) : (
        <div className="cart-layout">
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">{t("cart.product")}</th>
                <th scope="col">{t("cart.unitPrice")}</th>
                <th scope="col">{t("cart.quantityLabel")}</th>
                <th scope="col">{t("cart.lineTotal")}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {cart.items.map((item, index) => (
                <CartLine
                  key={item.id}
                  item={item}
                  lastResult={resultFor(actionData, "update", item.id)}
                  onFirstScreen={index < LINES_ON_FIRST_SCREEN}
                />
              ))}
            </tbody>
          </table>
          {/* Right under the lines, so a phone shows them on its first screen (decision 060). */}
          <div className="cart-side">
            <CartSummary cart={cart} />
            <CartCheckoutButton blocked={cart.checkoutBlocked} />
          </div>
          <div className="cart-extras">
            <p>
              <Link to={to("cartImport")}>{t("cart.import.link")}</Link>
            </p>
            <CartGifts gifts={cart.gifts} lastResult={resultFor(actionData, "gift")} />
            <CartCouponForm coupon={cart.coupon} lastResult={resultFor(actionData, "coupon")} />
            {cart.credits ? (
              <CartCreditsForm
                credits={cart.credits}
                lastResult={resultFor(actionData, "credits")}
              />
            ) : null}
            {recommendations.cartItems}
          </div>
        </div>
      )}
    </div>
  );
}

/** The store is down: say so on the cart page itself; the cart is kept by the store. */
export function ErrorBoundary() {
  return (
    <StoreUnavailableBoundary
      className="cart"
      title="cart.title"
      message="cart.unavailable"
      back={{ to: "home", label: "addToCart.continue" }}
    />
  );
}
