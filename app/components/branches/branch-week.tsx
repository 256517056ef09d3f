import type { SerializeFrom } from "@remix-run/node";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useLocale } from "#app/utils/use-href.ts";
import type { BranchPage } from "#bff/pages/branch-pages.ts";
import { hoursLabel } from "#bff/rules/opening-hours-label.ts";

import { calendarDateLabel } from "./branch-dates.ts";

/** The seven days from today with their hours, exceptions, holidays and the closure. */
export function BranchWeek({ week }: { week: SerializeFrom<BranchPage>["week"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <table className="branch-week">
      <tbody>
        {week.map((day, index) => {
          const hours = hoursLabel(day);
          const remark = [
            index === 0 ? t("branches.todayMark") : null,
            day.holiday ? t("branches.holiday") : null,
            day.note,
          ].filter(Boolean);
          return (
            <tr key={day.date} className={index === 0 ? "branch-week-today" : undefined}>
              <th scope="row">
                {t(`branches.days.${day.day}`)} {calendarDateLabel(locale, day.date, false)}
                {remark.length > 0 ? (
                  <span className="branch-week-remark"> ({remark.join(", ")})</span>
                ) : null}
              </th>
              <td>{hours ?? t("branches.dayClosed")}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
