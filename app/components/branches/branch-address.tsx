import type { SerializeFrom } from "@remix-run/node";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { BranchAddress as BranchAddressData } from "#bff/pages/branch-pages.ts";

/** A shop's postal address, or a word that it is missing. */
export function BranchAddress({ address }: { address: SerializeFrom<BranchAddressData> | null }) {
  const { t } = useTranslation();
  if (!address) return <p className="branch-address branch-missing">{t("branches.noAddress")}</p>;
  return (
    <address className="branch-address">
      {address.street}
      <br />
      {address.postcode} {address.city}
    </address>
  );
}
