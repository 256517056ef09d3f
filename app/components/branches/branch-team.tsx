import type { SerializeFrom } from "@remix-run/node";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { BranchPage } from "#bff/pages/branch-pages.ts";

/** The shop's people with their e-mail and phone as links. */
export function BranchTeam({ employees }: { employees: SerializeFrom<BranchPage>["employees"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tym" className="branch-section">
      <h2 id="tym">{t("branches.team")}</h2>
      <ul className="branch-team">
        {employees.map((employee) => (
          <li key={`${employee.name} ${employee.email ?? ""}`} className="branch-person">
            {employee.photo ? <ResponsiveImage image={employee.photo} alt="" /> : null}
            <div>
              <p className="branch-person-name">{employee.name}</p>
              {employee.position ? <p>{employee.position}</p> : null}
              {employee.email ? (
                <p>
                  <a href={`mailto:${employee.email}`}>{employee.email}</a>
                </p>
              ) : null}
              {employee.phone ? (
                <p>
                  <a href={`tel:${employee.phone.replace(/\s+/g, "")}`}>{employee.phone}</a>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
