import type { SerializeFrom } from "@remix-run/node";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useLocale } from "#app/utils/use-href.ts";
import type { BranchCard } from "#bff/pages/branch-pages.ts";
import { hoursLabel } from "#bff/rules/opening-hours-label.ts";

import { calendarDateLabel } from "./branch-dates.ts";

/** Today's hours, whether the shop is open now, and its temporary closure. */
export function BranchStatus({
  branch,
}: {
  branch: Pick<SerializeFrom<BranchCard>, "today" | "openNow" | "closure">;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hours = hoursLabel(branch.today);
  const { closure } = branch;
  const date = (value: string | null) => (value ? calendarDateLabel(locale, value) : "");
  return (
    <div className="branch-status">
      <p className="branch-today">
        <span
          className={branch.openNow ? "branch-badge branch-open" : "branch-badge branch-closed"}
        >
          {branch.openNow ? t("branches.open") : t("branches.closed")}
        </span>{" "}
        <span>{hours ? t("branches.today", { hours }) : t("branches.todayClosed")}</span>
      </p>
      {closure ? (
        <p className="notice notice-warning branch-closure">
          {closure.now
            ? closure.to
              ? t("branches.closureNow", { to: date(closure.to) })
              : t("branches.closureNowOpenEnd")
            : t("branches.closureSoon", { from: date(closure.from), to: date(closure.to) })}
        </p>
      ) : null}
    </div>
  );
}
