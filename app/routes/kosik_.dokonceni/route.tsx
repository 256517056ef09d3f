import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import {
  clearCheckoutChoices,
  hasChoices,
  readCheckoutChoices,
} from "#app/checkout/checkout-session.server.ts";
import { BankTransfer } from "#app/components/checkout/bank-transfer.tsx";
import { CheckoutSteps } from "#app/components/checkout/checkout-steps.tsx";
import { PricesIn } from "#app/components/product/price.tsx";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  FinishedFollowUp,
  FinishedNotFoundHelp,
} from "#app/routes/kosik_.dokonceni/finished-follow-up.tsx";
import { FinishedOrderDetails } from "#app/routes/kosik_.dokonceni/finished-order.tsx";
import {
  orderKey,
  payAgainSubmission,
} from "#app/routes/kosik_.dokonceni/finished-params.server.ts";
import { FinishedPayment } from "#app/routes/kosik_.dokonceni/finished-payment.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { consentOf } from "#app/shopper/cookie-consent.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { storedCjevent } from "#app/tracking/attribution.server.ts";
import { OrderReports } from "#app/tracking/order-reports.tsx";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { ownPath } from "#app/utils/safe-redirect.ts";
import { useHref } from "#app/utils/use-href.ts";
import { checkoutFinishedPage, orderPaymentState } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = {
  titleKey: (data) =>
    typeof data === "object" && data !== null && "kind" in data && data.kind === "not_found"
      ? "checkout.finished.notFoundTitle"
      : "checkout.finished.title",
};

/**
 * The order by `?token=` (or `?code=` for its logged-in owner). Choices still in the
 * session after the order was placed are cleared with one redirect to this same URL: a
 * loader's session cookie would race the root loader's, a redirect carries it alone.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const key = orderKey(url.searchParams);
  const notFound = () => data({ kind: "not_found" as const }, { status: 404 });
  if (!key) return notFound();
  const [ctx, choices] = await Promise.all([
    requestContext(request, context),
    readCheckoutChoices(request),
  ]);
  const page = await fromBff(() => checkoutFinishedPage({ ctx, key }));
  if (page.kind === "not_found") return notFound();
  if (hasChoices(choices)) {
    throw redirect(ownPath(url), {
      status: 303,
      headers: { "Set-Cookie": await clearCheckoutChoices(request) },
    });
  }
  // The affiliate conversion names the click the shopper came with (spec §9: cjevent).
  const affiliateClick = consentOf(request)?.marketing ? storedCjevent(request) : null;
  return data({ ...page, affiliateClick });
}

/** "Pay again": back to the gateway while the store says the payment is still open. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = payAgainSubmission(
    await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES }),
  );
  const ctx = await requestContext(request, context);
  if (submission.status !== "success") {
    return redirect(href("checkoutFinished", ctx.locale), 303);
  }
  const { token } = submission.value;
  const state = await fromBff(() => orderPaymentState({ ctx, token }));
  if (state?.paymentUrl) return redirect(state.paymentUrl, 303);
  return redirectWithNotice(
    request,
    `${href("checkoutFinished", ctx.locale)}?token=${encodeURIComponent(token)}`,
    {
      type: "info",
      message: state ? "checkout.finished.nothingToPay" : "checkout.payment.notFound",
    },
  );
}

export default function CheckoutFinished() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  if (page.kind === "not_found") {
    return (
      <div className="container checkout">
        <h1>{t("checkout.finished.notFoundTitle")}</h1>
        <p>{t("checkout.finished.notFound")}</p>
        <FinishedNotFoundHelp />
        <Link to={to("home")} className="button">
          {t("checkout.finished.continue")}
        </Link>
      </div>
    );
  }
  const { order } = page;
  return (
    <PricesIn currency={order.currency}>
      <div className="container checkout">
        <OrderReports order={order} affiliateClick={page.affiliateClick} />
        <CheckoutSteps current="finished" />
        <h1>{t("checkout.finished.title")}</h1>
        <p className="finished-code">{t("checkout.finished.code", { code: order.code })}</p>
        <p className="finished-email">{t("checkout.finished.emailSent", { email: order.email })}</p>
        <FinishedFollowUp order={order} />
        <FinishedPayment order={order} />
        {order.bankTransfer ? <BankTransfer transfer={order.bankTransfer} /> : null}
        <FinishedOrderDetails order={order} />
        <p className="finished-continue">
          <Link to={to("home")} className="button">
            {t("checkout.finished.continue")}
          </Link>
        </p>
      </div>
    </PricesIn>
  );
}
