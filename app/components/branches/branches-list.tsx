import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { BranchesPage } from "#bff/pages/branch-pages.ts";

import { BranchCard } from "./branch-card.tsx";
import { BranchesMap } from "./branches-map.tsx";
import { NearestBranchForm } from "./nearest-branch-form.tsx";
import "./branches.css";

/**
 * The shop's branches (`/pobocky`): by region, or nearest first once the shopper said
 * where they are, with the nearest-shop form and the primary shop's map.
 */
export function BranchesList({
  page,
  title,
  postcode,
  showMap,
}: {
  page: SerializeFrom<BranchesPage>;
  title: string;
  postcode: string;
  showMap: boolean;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const { nearest } = page;
  const count = page.regions.reduce((sum, region) => sum + region.branches.length, 0);
  return (
    <div className="container branches-page">
      <Breadcrumbs crumbs={[{ title, href: to("branches") }]} />
      <h1>{title}</h1>
      <p className="branches-intro">{t("branches.intro")}</p>
      {page.storeMissing ? (
        <p className="notice notice-warning">{t("branches.storeMissing")}</p>
      ) : null}
      <div className="branches-layout">
        <NearestBranchForm postcode={postcode} unknownPostcode={page.unknownPostcode} />
        <div className="branches-main">
          {count === 0 ? <p>{t("branches.empty")}</p> : null}
          {nearest ? (
            <section
              aria-labelledby="podle-vzdalenosti"
              className="branches-region branches-by-distance"
            >
              <h2 id="podle-vzdalenosti">
                {nearest.origin.kind === "postcode"
                  ? t("branches.byPostcode", {
                      postcode: nearest.origin.postcode,
                      place: nearest.origin.place,
                    })
                  : t("branches.byPosition")}
              </h2>
              <p>
                <Link to={to("branches")}>{t("branches.byRegion")}</Link>
              </p>
              <ul className="branch-cards">
                {nearest.branches.map((branch) => (
                  <li key={branch.slug}>
                    <BranchCard branch={branch} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            page.regions.map((region, index) => (
              <section
                key={region.name}
                aria-labelledby={`kraj-${index}`}
                className="branches-region"
              >
                <h2 id={`kraj-${index}`}>{region.name}</h2>
                <ul className="branch-cards">
                  {region.branches.map((branch) => (
                    <li key={branch.slug}>
                      <BranchCard branch={branch} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
        {page.map ? <BranchesMap map={page.map} shown={showMap} /> : null}
      </div>
    </div>
  );
}
