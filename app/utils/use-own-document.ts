import { useLocation } from "@remix-run/react";

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
