import { useRouteError } from "@remix-run/react";

import { TextPage } from "#app/components/content/text-page.tsx";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import {
  cmsErrorPageOf,
  errorStatus,
  notFoundTopCategories,
  rewrittenPageOf,
} from "#app/components/layout/error-status.ts";
import { MaintenanceText } from "#app/components/layout/maintenance-text.tsx";
import { isOutageAnswer } from "#app/document/outage-answer.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";

/**
 * What a page shows in place of one that failed: the text page a URL rewrite serves, the
 * maintenance words while an outage keeps it from rendering (503, Retry-After), or the
 * error page of its status.
 */
export function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  const outage = useRootData()?.frame.outage;
  const rewritten = rewrittenPageOf(error);
  if (rewritten) return <TextPage page={rewritten} />;
  if (isOutageAnswer(errorStatus(error), outage)) {
    return (
      <MaintenanceText>
        <p>{t("service.maintenance.back")}</p>
      </MaintenanceText>
    );
  }
  return (
    <ErrorPage
      status={errorStatus(error)}
      cmsPage={cmsErrorPageOf(error)}
      topCategories={notFoundTopCategories(error)}
    />
  );
}
