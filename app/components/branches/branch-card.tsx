import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { BranchCard as BranchCardData } from "#bff/pages/branch-pages.ts";
import { formatNumber } from "#bff/rules/number-format.ts";

import { BranchAddress } from "./branch-address.tsx";
import { BranchStatus } from "./branch-status.tsx";

/** A shop in the list: its picture, name (the link to its page), address and today. */
export function BranchCard({
  branch,
  headingLevel,
}: {
  branch: SerializeFrom<BranchCardData>;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={branch.image ? "branch-card branch-card-pictured" : "branch-card"}>
      {branch.image ? <ResponsiveImage image={branch.image} alt="" /> : null}
      <div className="branch-card-text">
        <Heading className="branch-card-title">
          {/* A document load: the branch's page may frame a map, which its own policy allows. */}
          <Link to={to("branch", { slug: branch.slug })} reloadDocument>
            {branch.title}
          </Link>
        </Heading>
        {branch.primary || branch.distanceKm !== null ? (
          <p className="branch-card-meta">
            {branch.primary ? <span>{t("branches.primary")}</span> : null}
            {branch.distanceKm !== null ? (
              <span>
                {t("branches.distance", {
                  km: formatNumber(branch.distanceKm, locale, { maximumFractionDigits: 1 }),
                })}
              </span>
            ) : null}
          </p>
        ) : null}
        <BranchAddress address={branch.address} />
        <BranchStatus branch={branch} />
      </div>
    </article>
  );
}
