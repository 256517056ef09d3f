import { Form } from "@remix-run/react";

import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import type { AccountOrder } from "#bff/pages/account-orders.ts";
import "./account-orders.css";

/**
 * The order's files and "order again". The files are plain links, never fetched by the
 * router: the browser saves what comes back, and shows the page a failure leads to.
 */
export function OrderActions({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const to = useHref();
  const pending = useIsPending();
  return (
    <>
      <CheckoutSection id="order-reorder" title={t("accountOrders.reorder.title")}>
        <p id="order-reorder-hint">{t("accountOrders.reorder.hint")}</p>
        <Form method="post" aria-busy={pending || undefined}>
          <input type="hidden" name="intent" value="reorder" />
          <button
            type="submit"
            className="button button-primary"
            aria-describedby="order-reorder-hint"
            disabled={pending}
          >
            {t("accountOrders.reorder.button")}
          </button>
        </Form>
      </CheckoutSection>
      <CheckoutSection id="order-downloads" title={t("accountOrders.detail.downloadsTitle")}>
        <ul className="order-downloads">
          <li>
            <a href={to("accountOrderItemsExport", { id: order.code })} type="text/csv">
              {t("accountOrders.detail.downloadItems")}
            </a>
          </li>
          <li>
            <a href={to("accountOrderImagesExport", { id: order.code })} type="application/zip">
              {t("accountOrders.detail.downloadImages")}
            </a>
          </li>
        </ul>
      </CheckoutSection>
    </>
  );
}
