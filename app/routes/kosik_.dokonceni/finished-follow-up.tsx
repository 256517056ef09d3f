import { Link } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { FinishedOrder } from "#bff/pages/checkout-finished.ts";

/** The order status page for an order's code, filled in; the e-mail the shopper types. */
export function useOrderStatusHref(): (code?: string) => string {
  const to = useHref();
  return (code) =>
    code ? `${to("orderStatus")}?${new URLSearchParams({ kod: code })}` : to("orderStatus");
}

/**
 * Where the order can be followed later: in the account of the customer who placed it,
 * else on the order status page with its code filled in.
 */
export function FinishedFollowUp({ order }: { order: Pick<FinishedOrder, "code" | "email"> }) {
  const { t } = useTranslation();
  const to = useHref();
  const statusHref = useOrderStatusHref();
  const user = useRootData()?.user;
  const own = user && user.email.toLowerCase() === order.email.toLowerCase();
  return (
    <p className="finished-follow-up">
      {own ? (
        <Link to={to("accountOrder", { id: order.code })}>
          {t("checkoutAccount.finished.accountOrder")}
        </Link>
      ) : (
        <Link to={statusHref(order.code)}>{t("checkoutAccount.finished.orderStatus")}</Link>
      )}
    </p>
  );
}

/** The finished page without an order: the shopper's orders are in the account or by code. */
export function FinishedNotFoundHelp() {
  const { t } = useTranslation();
  const to = useHref();
  const statusHref = useOrderStatusHref();
  const user = useRootData()?.user;
  return (
    <p>
      {user ? (
        <Link to={to("accountOrders")}>{t("checkoutAccount.finished.accountOrders")}</Link>
      ) : (
        <Link to={statusHref()}>{t("checkoutAccount.finished.orderStatusByCode")}</Link>
      )}
    </p>
  );
}
