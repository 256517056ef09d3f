import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { checkoutMethodsPage } from "#bff/index.server.ts";
import { branchQuery } from "#bff/rules/checkout-choices.ts";

import { checkoutMethodsAction } from "../checkout-methods-actions.server.ts";
import { readCheckoutChoices } from "../checkout-session.server.ts";
import { CheckoutSteps } from "../components/checkout/checkout-steps.tsx";
import { MethodsBranch } from "../components/checkout/methods-branch.tsx";
import { MethodsDeliveryTime } from "../components/checkout/methods-delivery-time.tsx";
import { MethodsPayments } from "../components/checkout/methods-payments.tsx";
import { MethodsShippers } from "../components/checkout/methods-shippers.tsx";
import { MethodsSummary } from "../components/checkout/methods-summary.tsx";
import { StoreUnavailableBoundary } from "../components/layout/store-unavailable-boundary.tsx";
import type { TitleHandle } from "../page-title.ts";
import { requestContext } from "../request-context.server.ts";
import { unlistedPageMeta } from "../seo/meta-tags.ts";
import checkoutStyles from "../styles/checkout.css";
import { fromBff } from "../utils/bff-edge.server.ts";
import { href } from "../utils/href.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStyles }];

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "checkout.methods.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ctx, choices] = await Promise.all([
    requestContext(request, context),
    readCheckoutChoices(request),
  ]);
  const query = branchQuery(new URL(request.url).searchParams.get("branchQuery"));
  const page = await fromBff(() => checkoutMethodsPage({ ctx, choices, branchQuery: query }));
  if (page.cartBlocked) throw redirect(href("cart", ctx.locale), 303);
  return page;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return checkoutMethodsAction(request, context);
}

export default function CheckoutMethods() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="container checkout">
      <CheckoutSteps current="methods" />
      <h1>{t("checkout.methods.title")}</h1>
      <div className="checkout-layout">
        <div>
          <MethodsShippers page={page} actionData={actionData} />
          {page.branches ? (
            <MethodsBranch branches={page.branches} actionData={actionData} />
          ) : null}
          {page.deliveryTimes.length > 0 ? (
            <MethodsDeliveryTime page={page} actionData={actionData} />
          ) : null}
          <MethodsPayments page={page} actionData={actionData} />
        </div>
        <MethodsSummary page={page} />
      </div>
    </div>
  );
}

/** The store cannot list shippers now: say so on the step itself; the choices are kept. */
export function ErrorBoundary() {
  return (
    <StoreUnavailableBoundary
      className="checkout"
      title="checkout.methods.title"
      message="checkout.methods.unavailable"
      back={{ to: "cart", label: "checkout.methods.backToCart" }}
    />
  );
}
