import { Link } from "@remix-run/react";

import { formatClaimDay } from "#app/claims/claim-day.ts";
import { ORDER_FIELD } from "#app/claims/claim-fields.ts";
import { ClaimForm } from "#app/claims/claim-form.tsx";
import type { ClaimActionData, ClaimPageData } from "#app/claims/claim-page.server.ts";
import { OrderStep } from "#app/claims/order-step.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { ClaimKind } from "#bff/pages/claims.ts";
import "./claims.css";

const ROUTE = { complaint: "complaint", return: "goodsReturn" } as const;

/**
 * The complaint or return page: step 1 finds the order, step 2 is the claim form for it.
 * The refused form comes back with the order it was for, even when the store cannot be
 * read again for the page.
 */
export function ClaimPage({
  kind,
  page,
  actionData,
}: {
  kind: ClaimKind;
  page: ClaimPageData;
  actionData: ClaimActionData | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useHref();
  const here = to(ROUTE[kind]);
  const order = actionData?.order ?? page.order;
  const email = actionData?.email ?? page.email;
  const complaint = kind === "complaint";

  return (
    <div className="container claim-page">
      <h1>{t(complaint ? "claims.complaintTitle" : "claims.returnTitle")}</h1>
      <p>{t(complaint ? "claims.complaintIntro" : "claims.returnIntro")}</p>
      {page.unavailable && !order ? (
        <div className="claim-form-errors" role="alert">
          <p>{t("claims.errors.failed")}</p>
        </div>
      ) : null}

      <section className="claim-section" aria-labelledby="claim-step-order">
        <h2 id="claim-step-order">{t("claims.stepOrder")}</h2>
        {order ? (
          <div className="claim-chosen">
            <p>
              {order.deliveredOn
                ? t(order.delivered ? "claims.orderSummary" : "claims.orderSummaryOnTheWay", {
                    code: order.code,
                    date: formatClaimDay(locale, order.deliveredOn),
                  })
                : order.code}
            </p>
            <Link to={here}>{t("claims.otherOrder")}</Link>
          </div>
        ) : page.unavailable ? null : (
          <OrderStep page={page} here={here} />
        )}
      </section>

      {order ? (
        <section className="claim-section" aria-labelledby="claim-step-items">
          <h2 id="claim-step-items">
            {t(complaint ? "claims.stepItemsComplaint" : "claims.stepItems")}
          </h2>
          {!complaint && !order.returnWindow.open ? (
            <div className="claim-closed">
              <p role="alert" className="claim-form-errors">
                {t("claims.errors.windowClosed")}
              </p>
              <p>
                {t("claims.windowClosedHelp")}{" "}
                <Link
                  to={`${to("complaint")}?${new URLSearchParams({
                    [ORDER_FIELD]: order.code,
                    ...(email ? { email } : {}),
                  })}`}
                >
                  {t("claims.complainInstead")}
                </Link>
              </p>
            </div>
          ) : (
            <>
              {!complaint && order.returnWindow.lastDay ? (
                <p>
                  {t("claims.returnUntil", {
                    date: formatClaimDay(locale, order.returnWindow.lastDay),
                  })}
                </p>
              ) : null}
              <ClaimForm
                key={order.code}
                kind={kind}
                order={order}
                email={email}
                claimKey={page.claimKey}
                actionData={actionData}
              />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
