import { useLocation } from "@remix-run/react";
import { useState } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { useOwnDocument } from "#app/utils/use-own-document.ts";

/**
 * Another site's page in a sandboxed, lazily loaded frame (a map, a 360° view). Such a site
 * may set its own cookies, so the frame loads straight away only for a visitor who allowed
 * marketing cookies; anyone else sees a box that names the site, loads the frame on request
 * (with JavaScript) and always offers the page in a new window, so the box is never a blank
 * one. After a navigation inside the app the frame is offered as a link that loads this page
 * afresh, with a policy that allows it.
 */
export function BranchFrame({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const ownDocument = useOwnDocument();
  const hydrated = useHydrated();
  const consented = useRootData()?.cookieConsent?.marketing === true;
  const [asked, setAsked] = useState(false);
  if (!ownDocument) {
    return (
      <a className="button" href={`${location.pathname}${location.search}`}>
        {t("branches.showFrame", { what: title })}
      </a>
    );
  }
  const openLink = (
    <a href={src} target="_blank" rel="noopener noreferrer external">
      {t("branches.frameOpen")}
    </a>
  );
  if (!consented && !asked) {
    return (
      <div className="branch-frame branch-frame-placeholder">
        <p>{t("branches.frameNotice", { host: new URL(src).host })}</p>
        {hydrated ? (
          <button type="button" className="button" onClick={() => setAsked(true)}>
            {t("branches.frameLoad")}
          </button>
        ) : null}
        {openLink}
      </div>
    );
  }
  return (
    <>
      <iframe
        className="branch-frame"
        src={src}
        title={title}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
        allowFullScreen
      />
      <p className="branch-frame-link">{openLink}</p>
    </>
  );
}
