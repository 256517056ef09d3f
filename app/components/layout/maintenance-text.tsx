import type { ReactNode } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";

/**
 * The maintenance page's words (`service.maintenance`), the ones the maintenance switch
 * answers every page with: on /udrzba while the shop runs, and as the error page of a page
 * an outage keeps from rendering (503 with Retry-After, decision 048). `children` is what
 * follows: that the shop is open again, or when to come back.
 */
export function MaintenanceText({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container maintenance-page">
      <h1>{t("service.maintenance.title")}</h1>
      <p>{t("service.maintenance.text")}</p>
      {children}
    </div>
  );
}
