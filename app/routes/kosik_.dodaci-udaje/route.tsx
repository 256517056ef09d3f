import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { chosenGiftId } from "#app/cart/cart-session.server.ts";
import { checkoutGate, readCheckoutChoices } from "#app/checkout/checkout-session.server.ts";
import { CheckoutSteps } from "#app/components/checkout/checkout-steps.tsx";
import { StoreUnavailableBoundary } from "#app/components/layout/store-unavailable-boundary.tsx";
import { checkoutDetailsAction } from "#app/routes/kosik_.dodaci-udaje/action.server.ts";
import { orderKeyFor } from "#app/routes/kosik_.dodaci-udaje/checkout-order-key.server.ts";
import { DetailsForm } from "#app/routes/kosik_.dodaci-udaje/details-form.tsx";
import { DetailsSummary } from "#app/routes/kosik_.dodaci-udaje/details-summary.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import detailsStyles from "#app/styles/checkout-details.css";
import checkoutStyles from "#app/styles/checkout.css";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import { cartPage, checkoutDetailsOptions, placedOrder } from "#bff/index.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: detailsStyles },
];

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "checkout.info.title" };

/** The details step: reached only with a cart that may be ordered and methods chosen. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ctx, choices, giftId] = await Promise.all([
    requestContext(request, context),
    readCheckoutChoices(request),
    chosenGiftId(request),
  ]);
  // The page's data is asked for beside the gate, not after it: one round trip, not two.
  const pageData = fromBff(() =>
    Promise.all([
      cartPage({ ctx, chosenGiftId: giftId }),
      checkoutDetailsOptions({ ctx, shipperId: choices.shipperId }),
    ]),
  );
  // A refusal matters only when the gate lets the shopper in; it is awaited below then.
  pageData.catch(() => undefined);
  const gate = await checkoutGate(request, context, "info");
  if (gate) throw gate;
  const [cart, options] = await pageData;
  const orderKey = await orderKeyFor(request, (key) => placedOrder(key) !== null);
  return data(
    {
      cart,
      options: { ...options, guest: ctx.authToken === null },
      orderKey: orderKey.key,
    },
    orderKey.setCookie ? { headers: { "Set-Cookie": orderKey.setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return checkoutDetailsAction(request, context);
}

export default function CheckoutDetails() {
  const { cart, options, orderKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const email = useRootData()?.user?.email;
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="container checkout-details">
      <CheckoutSteps current="info" />
      <h1>{t("checkout.info.title")}</h1>
      <p>
        <Link to={to("checkoutMethods")} className="details-back">
          {t("checkout.info.back")}
        </Link>
      </p>
      <div className="details-layout">
        <DetailsForm options={options} orderKey={orderKey} actionData={actionData} email={email} />
        <DetailsSummary cart={cart} />
      </div>
    </div>
  );
}

/** The store cannot answer: say so here; the cart and the choices are kept. */
export function ErrorBoundary() {
  return (
    <StoreUnavailableBoundary
      className="checkout-details"
      title="checkout.info.title"
      message="checkout.info.unavailable"
      back={{ to: "checkoutMethods", label: "checkout.info.back" }}
    />
  );
}
