import { Link } from "@remix-run/react";

import { ORDER_FIELD } from "#app/claims/claim-fields.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";

/** "Reklamovat" and "Vrátit zboží" on a shipped order's page, opening the form for it. */
export function OrderClaimLinks({ code, status }: { code: string; status: string }) {
  const { t } = useTranslation();
  const to = useHref();
  if (status !== "shipped") return null;
  const query = `?${new URLSearchParams({ [ORDER_FIELD]: code })}`;
  return (
    <p className="order-claim-links">
      <Link to={`${to("complaint")}${query}`} className="button">
        {t("claims.complain")}
      </Link>{" "}
      <Link to={`${to("goodsReturn")}${query}`} className="button">
        {t("claims.returnGoods")}
      </Link>
    </p>
  );
}
