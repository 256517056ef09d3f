import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { customerCall } from "#app/account/customer.server.ts";
import { chosenGiftId } from "#app/cart/cart-session.server.ts";
import { backToStep, readCheckoutChoices } from "#app/checkout/checkout-session.server.ts";
import { CheckoutSteps } from "#app/components/checkout/checkout-steps.tsx";
import { StoreUnavailableBoundary } from "#app/components/layout/store-unavailable-boundary.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { checkoutDetailsAction } from "#app/routes/kosik_.dodaci-udaje/action.server.ts";
import { orderKeyFor } from "#app/routes/kosik_.dodaci-udaje/checkout-order-key.server.ts";
import { DetailsForm } from "#app/routes/kosik_.dodaci-udaje/details-form.tsx";
import { DetailsSummary } from "#app/routes/kosik_.dodaci-udaje/details-summary.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { checkoutDetailsPage, placedOrder } from "#bff/index.server.ts";
import "./details.css";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "checkout.details.title" };

/**
 * The details step: reached only with a cart that may be ordered and methods chosen. A
 * logged-in customer's profile and saved addresses come with it; a login the store refuses
 * leads to the login page, which brings the shopper back here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ctx, choices, giftId] = await Promise.all([
    requestContext(request, context),
    readCheckoutChoices(request),
    chosenGiftId(request),
  ]);
  const page = await customerCall(request, ctx, () =>
    checkoutDetailsPage({ ctx, choices, chosenGiftId: giftId }),
  );
  if (page.reached !== "details") throw await backToStep(request, page.reached, ctx.locale);
  const orderKey = await orderKeyFor(request, async (key) => (await placedOrder(key)) !== null);
  return data(
    {
      cart: page.cart,
      deliveryTime: page.deliveryTime,
      options: page.options,
      account: page.account,
      orderKey: orderKey.key,
    },
    orderKey.setCookie ? { headers: { "Set-Cookie": orderKey.setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return checkoutDetailsAction(request, context);
}

/** The step's place in the checkout, its title and the way back to shipping and payment. */
function DetailsHeader() {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <>
      <CheckoutSteps current="details" />
      <h1>{t("checkout.details.title")}</h1>
      <p>
        <Link to={to("checkoutMethods")} className="details-back">
          {t("checkout.details.back")}
        </Link>
      </p>
    </>
  );
}

export default function CheckoutDetails() {
  const { cart, deliveryTime, options, account, orderKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="container checkout-details">
      <DetailsHeader />
      <div className="layout-with-summary">
        <DetailsForm
          options={options}
          orderKey={orderKey}
          actionData={actionData}
          account={account}
          total={cart.summary.final ? cart.summary.totalWithTax : undefined}
        />
        <DetailsSummary cart={cart} deliveryTime={deliveryTime} />
      </div>
    </div>
  );
}

/**
 * The store cannot answer: say so here; the cart and the choices are kept. After a
 * submission the store failed, the form comes back as typed (with the same key), since its
 * loader cannot read the store either.
 */
export function ErrorBoundary() {
  const actionData = useActionData<typeof action>();
  const storeDown = actionData?.storeDown;
  if (!storeDown) {
    return (
      <StoreUnavailableBoundary
        className="checkout-details"
        title="checkout.details.title"
        message="checkout.details.unavailable"
        back={{ to: "checkoutMethods", label: "checkout.details.back" }}
      />
    );
  }
  return (
    <div className="container checkout-details">
      <DetailsHeader />
      <DetailsForm
        options={storeDown.options}
        orderKey={storeDown.orderKey}
        actionData={actionData}
      />
    </div>
  );
}
