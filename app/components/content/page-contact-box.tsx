import { Link } from "@remix-run/react";
import { useId } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { ContactBox } from "#bff/pages/text-page.ts";
import "./page-contact-box.css";

/**
 * A CMS page's "still need help?" box: its words, the shop's phone and e-mail from the
 * footer, and, when the page asks for it, the way to the contact form.
 */
export function PageContactBox({ box }: { box: ContactBox }) {
  const { t } = useTranslation();
  const to = useHref();
  const headingId = useId();
  const contact = useRootData()?.frame?.contact ?? null;
  return (
    <aside className="page-contact-box" aria-labelledby={headingId}>
      <h2 id={headingId} lang={box.lang ?? undefined}>
        {box.title}
      </h2>
      <p lang={box.lang ?? undefined}>{box.description}</p>
      {contact ? (
        <p className="page-contact-box-lines">
          <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
          <span>{contact.openingHours}</span>
        </p>
      ) : null}
      {box.showButton ? (
        <Link className="button button-primary" to={to("contact")}>
          {t("contact.box.button")}
        </Link>
      ) : null}
    </aside>
  );
}
