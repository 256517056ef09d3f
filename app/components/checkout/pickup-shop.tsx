import type { SerializeFrom } from "@remix-run/node";

import { BranchStatus } from "#app/components/branches/branch-status.tsx";
import { BranchWeek } from "#app/components/branches/branch-week.tsx";
import { useDayFormatter } from "#app/components/checkout/methods-date.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { PickupShop as PickupShopData } from "#bff/pages/pickup-shop.ts";
import "./pickup-shop.css";

/**
 * The shop an order is picked up at: its name linked to its page, the address, today's
 * hours with a closure notice, and the coming week's hours behind a disclosure (a plain
 * `<details>`, so it opens without JavaScript too).
 */
export function PickupShop({
  shop,
  withReadyDay = false,
}: {
  shop: SerializeFrom<PickupShopData>;
  /** Says from which day the order can be picked up (the shipping step). */
  withReadyDay?: boolean;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const day = useDayFormatter();
  return (
    <div className="pickup-shop">
      <p className="pickup-shop-name">
        {shop.slug ? (
          <a href={to("branch", { slug: shop.slug })}>{shop.name}</a>
        ) : (
          <strong>{shop.name}</strong>
        )}
      </p>
      <address>
        {shop.address.street}
        <br />
        {shop.address.postcode} {shop.address.city}
      </address>
      <BranchStatus branch={shop} />
      {withReadyDay && shop.readyOn ? (
        <p className="pickup-shop-ready">
          {t("checkout.methods.pickupReady", { date: day(shop.readyOn) })}
        </p>
      ) : null}
      <details className="pickup-shop-week">
        <summary>{t("shopStock.weekHours")}</summary>
        <BranchWeek week={shop.week} />
      </details>
    </div>
  );
}
