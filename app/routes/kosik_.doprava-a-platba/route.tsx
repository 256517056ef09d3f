import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { chosenGiftId } from "#app/cart/cart-session.server.ts";
import { backToStep, readCheckoutChoices } from "#app/checkout/checkout-session.server.ts";
import { CheckoutSteps } from "#app/components/checkout/checkout-steps.tsx";
import { StoreUnavailableBoundary } from "#app/components/layout/store-unavailable-boundary.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { checkoutMethodsAction } from "#app/routes/kosik_.doprava-a-platba/action.server.ts";
import { MethodsBranch } from "#app/routes/kosik_.doprava-a-platba/methods-branch.tsx";
import { MethodsDeliveryTime } from "#app/routes/kosik_.doprava-a-platba/methods-delivery-time.tsx";
import { MethodsPayments } from "#app/routes/kosik_.doprava-a-platba/methods-payments.tsx";
import { MethodsShippers } from "#app/routes/kosik_.doprava-a-platba/methods-shippers.tsx";
import { MethodsSummary } from "#app/routes/kosik_.doprava-a-platba/methods-summary.tsx";
import {
  BRANCH_QUERY_PARAM,
  reopenedChoice,
} from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { checkoutMethodsPage } from "#bff/index.server.ts";
import { branchQuery } from "#bff/rules/checkout-choices.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "checkout.methods.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ctx, choices] = await Promise.all([
    requestContext(request, context),
    readCheckoutChoices(request),
  ]);
  // Without a cart the store refuses to list shippers at all: nothing to choose, back to it.
  if (!ctx.cartToken && !ctx.authToken) throw await backToStep(request, "cart", ctx.locale);
  const { searchParams } = new URL(request.url);
  const query = branchQuery(searchParams.get(BRANCH_QUERY_PARAM));
  const giftId = await chosenGiftId(request);
  const page = await fromBff(() =>
    checkoutMethodsPage({ ctx, choices, branchQuery: query, chosenGiftId: giftId }),
  );
  if (page.cartBlocked) throw await backToStep(request, "cart", ctx.locale);
  return { ...page, reopened: reopenedChoice(searchParams) };
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
      <div className="layout-with-summary">
        <div>
          <MethodsShippers
            page={page}
            requested={page.reopened === "shipper"}
            actionData={actionData}
          />
          {page.branches ? (
            <MethodsBranch
              branches={page.branches}
              requested={page.reopened === "branch"}
              actionData={actionData}
            />
          ) : null}
          {page.deliveryTimes.length > 0 ? (
            <MethodsDeliveryTime
              page={page}
              requested={page.reopened === "deliveryTime"}
              actionData={actionData}
            />
          ) : null}
          <MethodsPayments
            page={page}
            requested={page.reopened === "payment"}
            actionData={actionData}
          />
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
