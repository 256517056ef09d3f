import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { accountPage } from "#app/account/customer.server.ts";
import { ordersPageNumber } from "#app/account/order-params.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { OrderTable } from "#app/components/account/order-table.tsx";
import { PaginationNav } from "#app/components/catalog/pagination-nav.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { useHref } from "#app/utils/use-href.ts";
import { BffError, accountOrdersPage } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "accountOrders.title" };

/** The customer's orders, 10 a page (`?page=2`); a page that cannot be is not found. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = ordersPageNumber(new URL(request.url).searchParams);
  return accountPage(request, context, async (ctx) => {
    if (page === null) throw new BffError({ kind: "not_found" }, 404);
    return { orders: await accountOrdersPage({ ctx, page }) };
  });
}

export default function AccountOrders() {
  const { orders, menu } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  const list = to("accountOrders");
  return (
    <AccountLayout menu={menu} current="orders" title={t("accountOrders.title")}>
      {orders.total === 0 ? (
        <>
          <p>{t("accountOrders.empty")}</p>
          <Link to={to("home")} className="button">
            {t("accountOrders.startShopping")}
          </Link>
        </>
      ) : (
        <>
          <p>{t("accountOrders.total", { total: orders.total })}</p>
          <OrderTable orders={orders.orders} caption={t("accountOrders.caption")} />
          <PaginationNav
            page={orders.page}
            pages={orders.pages}
            pageHref={(page) => (page > 1 ? `${list}?page=${page}` : list)}
          />
        </>
      )}
    </AccountLayout>
  );
}
