import type { SerializeFrom } from "@remix-run/node";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { branchJsonLd } from "#app/seo/branch-json-ld.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { BranchPage } from "#bff/pages/branch-pages.ts";

import { BranchAddress } from "./branch-address.tsx";
import { BranchFrame } from "./branch-frame.tsx";
import { BranchStatus } from "./branch-status.tsx";
import { BranchTeam } from "./branch-team.tsx";
import { BranchWeek } from "./branch-week.tsx";
import "./branches.css";

/** A shop's own page: hours, address and access, services, team, map and 360° view. */
export function BranchDetail({ branch }: { branch: SerializeFrom<BranchPage> }) {
  const { t } = useTranslation();
  const to = useHref();
  const origin = useRootData()?.origin;
  const path = to("branch", { slug: branch.slug });
  const contact = branch.employees.find((employee) => employee.phone || employee.email);
  return (
    <article className="container branch-page">
      <Breadcrumbs
        crumbs={[
          { title: t("branches.title"), href: to("branches") },
          { title: branch.title, href: path },
        ]}
      />
      {origin ? (
        <JsonLd
          data={branchJsonLd({
            url: new URL(path, origin).href,
            origin,
            name: branch.title,
            image: branch.images[0]?.src ?? null,
            address: branch.address,
            gps: branch.gps,
            week: branch.regularWeek,
            specialDays: branch.week.filter((day) => day.source === "exception"),
            closure: branch.closure,
            telephone: contact?.phone ?? null,
            email: contact?.email ?? null,
            payWithCard: branch.payWithCard,
            mapUrl: branch.map.link,
          })}
        />
      ) : null}
      <header className="branch-header">
        <h1>{branch.title}</h1>
        <p className="branch-region">{branch.region}</p>
        <BranchStatus branch={branch} />
      </header>
      {branch.storeMissing ? (
        <p className="notice notice-warning">{t("branches.storeMissingOne")}</p>
      ) : null}
      {branch.images.length > 0 ? (
        // Focusable, so a keyboard scrolls the strip as a finger does.
        <div className="branch-photos" role="region" aria-label={t("branches.photos")} tabIndex={0}>
          <ul>
            {branch.images.map((image, index) => (
              <li key={image.src}>
                <ResponsiveImage image={image} priority={index === 0} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="branch-columns">
        <section aria-labelledby="oteviraci-doba" className="branch-section">
          <h2 id="oteviraci-doba">{t("branches.hours")}</h2>
          <BranchWeek week={branch.week} />
        </section>
        <section aria-labelledby="adresa" className="branch-section">
          <h2 id="adresa">{t("branches.address")}</h2>
          <BranchAddress address={branch.address} />
          {branch.map.link ? (
            <p>
              <a href={branch.map.link} rel="noopener noreferrer external" target="_blank">
                {t("branches.openMap")}
              </a>
            </p>
          ) : null}
          {branch.carAccess || branch.transitAccess ? (
            <>
              <h3>{t("branches.access")}</h3>
              <dl className="branch-access">
                {branch.carAccess ? (
                  <>
                    <dt>{t("branches.car")}</dt>
                    <dd>{branch.carAccess}</dd>
                  </>
                ) : null}
                {branch.transitAccess ? (
                  <>
                    <dt>{t("branches.transit")}</dt>
                    <dd>{branch.transitAccess}</dd>
                  </>
                ) : null}
              </dl>
            </>
          ) : null}
        </section>
      </div>
      <RichText document={branch.description} />
      <div className="branch-columns">
        {branch.services.length > 0 ? (
          <section aria-labelledby="sluzby" className="branch-section">
            <h2 id="sluzby">{t("branches.services")}</h2>
            <ul className="branch-services">
              {branch.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="platba" className="branch-section">
          <h2 id="platba">{t("branches.payment")}</h2>
          <p>{branch.payWithCard ? t("branches.payWithCard") : t("branches.cashOnly")}</p>
        </section>
      </div>
      {branch.employees.length > 0 ? <BranchTeam employees={branch.employees} /> : null}
      <div className="branch-columns">
        {branch.map.frame || branch.map.images.length > 0 || branch.map.description ? (
          <section aria-labelledby="mapa" className="branch-section">
            <h2 id="mapa">{t("branches.map")}</h2>
            {branch.map.description ? <p>{branch.map.description}</p> : null}
            {branch.map.frame ? (
              <BranchFrame
                src={branch.map.frame}
                title={t("branches.mapTitle", { title: branch.title })}
              />
            ) : (
              branch.map.images.map((image) => <ResponsiveImage key={image.src} image={image} />)
            )}
          </section>
        ) : null}
        {branch.view360 ? (
          <section aria-labelledby="prohlidka" className="branch-section">
            <h2 id="prohlidka">{t("branches.view360")}</h2>
            <BranchFrame
              src={branch.view360}
              title={t("branches.view360Title", { title: branch.title })}
            />
          </section>
        ) : null}
      </div>
      {branch.reviewLink ? (
        <p>
          <a
            className="button"
            href={branch.reviewLink}
            rel="noopener noreferrer external"
            target="_blank"
          >
            {t("branches.review")}
          </a>
        </p>
      ) : null}
      <p>
        <a href={to("branches")}>{t("branches.allBranches")}</a>
      </p>
    </article>
  );
}
