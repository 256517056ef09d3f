import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { OrderTable } from "#app/components/account/order-table.tsx";
import { PriceDisplayForm } from "#app/components/account/price-display-form.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import type { RouteKey } from "#app/utils/href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import { accountDashboard } from "#bff/index.server.ts";
import { formatNumber } from "#bff/rules/number-format.ts";
import type { UserMenuEntry } from "#bff/rules/user-menu.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "accountDashboard.title" };

/** The customer's newest orders beside the user menu. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return accountPage(request, context, (ctx) => accountDashboard({ ctx }));
}

/** The account's own pages, each shown when the menu offers it. */
const SHORTCUTS: Array<{ entry: UserMenuEntry; to: RouteKey }> = [
  { entry: "orders", to: "accountOrders" },
  { entry: "details", to: "accountDetails" },
  { entry: "password", to: "accountPassword" },
  { entry: "addresses", to: "accountAddresses" },
];

/**
 * Loyalty credits (spec: 10 % of every purchase back, to pay with in the cart). The root
 * reads them only when the store's loyalty function is on and the customer's group is not
 * restricted; otherwise there are none to show.
 */
function Credits({ credits }: { credits: number }) {
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  return (
    <section className="account-section account-credits" aria-labelledby="dashboard-credits-title">
      <h2 id="dashboard-credits-title">{t("accountDashboard.creditsTitle")}</h2>
      <p className="account-credits-balance">
        {t("accountDashboard.creditsBalance", {
          credits: formatNumber(credits, locale),
        })}
      </p>
      <p>{t("accountDashboard.creditsExplained")}</p>
      <Link to={to("cart")} className="account-more">
        {t("accountDashboard.creditsUse")}
      </Link>
    </section>
  );
}

export default function AccountDashboard() {
  const { recentOrders, orderCount, menu } = useLoaderData<typeof loader>();
  const root = useRootData();
  const { t } = useTranslation();
  const to = useHref();
  const name = root?.user?.firstName;
  const credits = root?.credits ?? null;
  return (
    <AccountLayout menu={menu} current="dashboard" title={t("accountDashboard.title")}>
      <p className="account-greeting">
        {name ? t("accountDashboard.greeting", { name }) : t("accountDashboard.greetingPlain")}
      </p>
      <section className="account-section" aria-labelledby="dashboard-orders-title">
        <h2 id="dashboard-orders-title">{t("accountDashboard.recentTitle")}</h2>
        {recentOrders.length > 0 ? (
          <>
            <OrderTable orders={recentOrders} caption={t("accountDashboard.recentTitle")} />
            {orderCount > recentOrders.length ? (
              <Link to={to("accountOrders")} className="account-more">
                {t("accountDashboard.allOrders")}
              </Link>
            ) : null}
          </>
        ) : (
          <>
            <p>{t("accountDashboard.empty")}</p>
            <Link to={to("home")} className="button">
              {t("accountDashboard.startShopping")}
            </Link>
          </>
        )}
      </section>
      {credits !== null ? <Credits credits={credits} /> : null}
      {root?.user?.isBusiness ? <PriceDisplayForm /> : null}
      <nav className="account-section account-shortcuts" aria-labelledby="dashboard-links-title">
        <h2 id="dashboard-links-title">{t("accountDashboard.shortcutsTitle")}</h2>
        <ul>
          {SHORTCUTS.filter(({ entry }) => menu.entries.includes(entry)).map(
            ({ entry, to: key }) => (
              <li key={entry}>
                <Link to={to(key)}>{t(`account.menu.${entry}`)}</Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </AccountLayout>
  );
}
