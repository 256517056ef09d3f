import { useLocation } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";

/**
 * Whether the page on screen is the one the server rendered this document for: only then
 * does the document's Content-Security-Policy name the page's frame origins. A navigation
 * inside the app keeps the first page's policy. The document's own address is its
 * navigation entry's, which history changes leave alone; the server render counts as its
 * own document.
 */
export function useOwnDocument(): boolean {
  const { pathname } = useLocation();
  if (typeof window === "undefined") return true;
  const [entry] = performance.getEntriesByType("navigation");
  return entry ? new URL(entry.name).pathname === pathname : true;
}

/**
 * Another site's page in a sandboxed, lazily loaded frame (a map, a 360° view). After a
 * navigation inside the app the frame is offered as a link that loads this page afresh,
 * with a policy that allows it.
 */
export function BranchFrame({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const ownDocument = useOwnDocument();
  if (!ownDocument) {
    return (
      <a className="button" href={`${location.pathname}${location.search}`}>
        {t("branches.showFrame", { what: title })}
      </a>
    );
  }
  return (
    <iframe
      className="branch-frame"
      src={src}
      title={title}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
      allowFullScreen
    />
  );
}
