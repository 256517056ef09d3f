import { useLocation, useNavigate } from "@remix-run/react";
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";

import { isCurrentLink } from "#app/components/content/cms-link.tsx";
import { changesLanguage } from "#app/utils/href.ts";
import type { FrameFooter, FrameMenu, FrameMenuItem } from "#bff/pages/site-frame.ts";
import type { SellingPoint } from "#bff/rules/selling-points.ts";

/** The parts of the frame that are the same for every page of a language: links and texts. */
export type StaticFrame = {
  mainMenu: Array<FrameMenuItem>;
  topHeaderMenu: Array<FrameMenuItem>;
  footerMenus: Array<FrameMenu>;
  footer: FrameFooter | null;
  sellingPoints: Array<SellingPoint>;
};

/**
 * Set by the document's render on the server (`{ frame }`, the frame null when the root
 * loader failed); absent in the browser, which keeps what the server rendered.
 */
const StaticFrameContext = createContext<{ frame: StaticFrame | null } | undefined>(undefined);

export const StaticFrameProvider = StaticFrameContext.Provider;

/**
 * An element's markup as `dangerouslySetInnerHTML` takes it, written out only when the
 * browser needs the text. Hydrating keeps the element's children: React then only asks
 * whether there is markup, and a render that passes the same object again asks nothing.
 * A client render of the same place (React recovering from a hydration error) assigns it
 * to `innerHTML`, which writes it out while the server's element is still in the document.
 * Writing the frame's and the boxes' markup out up front cost every hydration 7-12 ms.
 * (React takes an object for TrustedHTML; the shop's policy does not enforce Trusted Types.)
 */
export function keptInnerHtml(element: Element | null): { __html: TrustedHTML } {
  let html: string | undefined;
  return { __html: { toString: () => (html ??= element?.innerHTML ?? "") } };
}

/** Whether a click on a link should stay in the app, as Remix's own links do. */
export function inAppTarget(event: MouseEvent, pathname: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || anchor.target || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || changesLanguage(pathname, url.pathname)) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Markup of the frame that the server renders once and the browser keeps as it is: its
 * data never travels in the page's loader data, and hydrating it costs nothing. Links in
 * it navigate within the app (a new document into another language), and with `nav` the
 * current page's link is marked after every navigation.
 */
export function KeptMarkup({
  id,
  as = "div",
  className,
  label,
  nav = false,
  children,
}: {
  /** Unique in the page: the browser finds the server's markup by it. */
  id: string;
  as?: "div" | "nav" | "section";
  className?: string;
  label?: string;
  nav?: boolean;
  children: (frame: StaticFrame | null) => ReactNode;
}) {
  const server = useContext(StaticFrameContext);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // In the browser: the server's markup, as it was before hydration; null when the
  // server rendered nothing here.
  const [kept] = useState(() => {
    if (server || typeof document === "undefined") return null;
    const element = document.getElementById(id);
    return element ? keptInnerHtml(element) : null;
  });

  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    function follow(event: MouseEvent) {
      const target = inAppTarget(event, window.location.pathname);
      if (!target) return;
      event.preventDefault();
      navigate(target);
    }
    element.addEventListener("click", follow);
    return () => element.removeEventListener("click", follow);
  }, [id, navigate]);

  useEffect(() => {
    const element = document.getElementById(id);
    if (!nav || !element) return;
    for (const link of element.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href") ?? "";
      if (isCurrentLink(href, pathname)) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }, [id, nav, pathname]);

  const props = { id, className, "aria-label": label };
  if (server) {
    const content = children(server.frame);
    return content === null ? null : createElement(as, props, content);
  }
  if (kept === null) return null;
  return createElement(as, {
    ...props,
    dangerouslySetInnerHTML: kept,
    suppressHydrationWarning: true,
  });
}
