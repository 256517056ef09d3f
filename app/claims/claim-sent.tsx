import { Link } from "@remix-run/react";

import { Trans, useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ClaimKind } from "#bff/pages/claims.ts";
import "./claims.css";

/** Reference numbers as the store issues them (RK-2026-000123, VR-2026-000124). */
export const CLAIM_NUMBER = /^(RK|VR)-\d{4}-\d{6,}$/;

/**
 * The confirmation after filing: the reference number from the URL (`?cislo=`), so a
 * reload shows the same page, and what happens next. The number alone reveals nothing.
 */
export function ClaimSent({ kind, number }: { kind: ClaimKind; number: string | null }) {
  const { t } = useTranslation();
  const to = useHref();
  const complaint = kind === "complaint";
  const steps = complaint
    ? ["claims.nextComplaint1", "claims.nextComplaint2", "claims.nextComplaint3"]
    : ["claims.nextReturn1", "claims.nextReturn2", "claims.nextReturn3"];
  return (
    <div className="container claim-page claim-sent">
      <h1>{t(complaint ? "claims.sentComplaintTitle" : "claims.sentReturnTitle")}</h1>
      {number ? (
        <p className="claim-number">
          <Trans
            i18nKey="claims.sentNumber"
            values={{ number }}
            components={[<strong key="n" />]}
          />
        </p>
      ) : null}
      <p>{t("claims.sentMail")}</p>
      <h2>{t("claims.nextTitle")}</h2>
      <ol className="claim-next">
        {steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <p>
        <Link to={to("home")}>{t("claims.backToShop")}</Link>
      </p>
    </div>
  );
}

/** The number of the page's URL when it reads as one. */
export function claimNumberOf(request: Request): string | null {
  const number = new URL(request.url).searchParams.get("cislo")?.trim() ?? "";
  return CLAIM_NUMBER.test(number) ? number : null;
}
