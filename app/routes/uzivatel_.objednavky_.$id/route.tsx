import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { accountPage, customerCall, requireCustomer } from "#app/account/customer.server.ts";
import { orderCodeOrId, reorderSubmission } from "#app/account/order-params.server.ts";
import { cartCookieHeader } from "#app/cart/cart-actions.server.ts";
import { OrderClaimLinks } from "#app/claims/order-claim-links.tsx";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { OrderActions } from "#app/components/account/order-actions.tsx";
import { OrderAddresses } from "#app/components/account/order-addresses.tsx";
import { OrderItems } from "#app/components/account/order-items.tsx";
import { OrderOverview } from "#app/components/account/order-overview.tsx";
import { OrderPayment } from "#app/components/account/order-payment.tsx";
import { PricesIn } from "#app/components/product/price.tsx";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { BffError, accountOrderPage, reorder } from "#bff/index.server.ts";
import { reorderFilledCart, reorderNotices } from "#bff/rules/reorder-result.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "accountOrders.detail.title" };

/** One of the customer's orders, by its code or id; another customer's is not found. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const codeOrId = orderCodeOrId(params.id);
  return accountPage(request, context, async (ctx) => {
    if (!codeOrId) throw new BffError({ kind: "not_found" }, 404);
    return { order: await accountOrderPage({ ctx, codeOrId }) };
  });
}

/**
 * "Order again": the order's lines go to the cart in one batch, and the shopper goes to the
 * cart to see them with what could not be added named; when nothing went in (shopping
 * switched off, all sold out, the store unavailable) back to this order with the notices.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  // The body first: one that is no form is refused as such, for a guest too.
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const ctx = await requireCustomer(request, context);
  const submission = reorderSubmission(formData);
  const codeOrId = orderCodeOrId(params.id);
  const here = href("accountOrder", ctx.locale, { id: params.id ?? "" });
  if (submission.status !== "success" || !codeOrId) return redirect(here, 303);
  const { outcome, cartToken } = await customerCall(request, ctx, () => reorder({ ctx, codeOrId }));
  return redirectWithNotice(
    request,
    reorderFilledCart(outcome) ? href("cart", ctx.locale) : here,
    reorderNotices(outcome),
    { cookies: [await cartCookieHeader(cartToken)] },
  );
}

export default function AccountOrderDetail() {
  const { order, menu } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  return (
    <AccountLayout
      menu={menu}
      current="orders"
      title={t("accountOrders.detail.heading", { code: order.code })}
    >
      <p>
        <Link to={to("accountOrders")} className="order-back">
          {t("accountOrders.detail.back")}
        </Link>
      </p>
      <PricesIn currency={order.currency}>
        <OrderOverview order={order} />
        <OrderPayment order={order} />
        <OrderItems order={order} />
      </PricesIn>
      <OrderAddresses order={order} />
      <OrderActions order={order} />
      <OrderClaimLinks code={order.code} status={order.status} />
    </AccountLayout>
  );
}
