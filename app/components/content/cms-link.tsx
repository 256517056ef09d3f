import { Link, NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import { changesLanguage } from "#app/utils/href.ts";
import type { ResolvedLink } from "#bff/rules/cms-link.ts";

type CmsLinkProps = {
  link: ResolvedLink | null;
  children: ReactNode;
  className?: string;
  /** Marks the current page (aria-current), for menus. */
  nav?: boolean;
};

/**
 * What both kinds of CMS link render alike: a link the BFF refused (null) is just its
 * text, an external one (or one with a target) a plain anchor with its rel and target;
 * null for an internal link, which each kind renders its own way.
 */
function nonInternal({ link, children, className }: CmsLinkProps) {
  if (!link) return <span className={className}>{children}</span>;
  if (!link.external && !link.target) return null;
  return (
    <a href={link.href} rel={link.rel} target={link.target} className={className}>
      {children}
    </a>
  );
}

/**
 * A link the CMS chose: internal ones navigate within the app (a new document when they
 * lead into another language), external ones are plain anchors with their rel and target;
 * a link the BFF refused (null) is just its text.
 */
export function CmsLink(props: CmsLinkProps) {
  const { link, children, className, nav = false } = props;
  const location = useLocation();
  if (!link || link.external || link.target) return nonInternal(props);
  const reloadDocument = changesLanguage(location.pathname, link.href);
  return nav ? (
    <NavLink
      to={link.href}
      prefetch={reloadDocument ? "none" : "intent"}
      reloadDocument={reloadDocument}
      className={className}
    >
      {children}
    </NavLink>
  ) : (
    <Link to={link.href} reloadDocument={reloadDocument} className={className}>
      {children}
    </Link>
  );
}

/** A menu link leads to the current page: the page itself or one below it, as NavLink tells. */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * A CMS link as a plain anchor, for markup only the server renders (the frame's menus and
 * footer, kept by the browser): no router link to resolve on every page, while the kept
 * markup's own click handler navigates within the app and `data-discover` lets Remix learn
 * the route ahead of the click, as its links do.
 */
export function PlainCmsLink(props: CmsLinkProps) {
  const { link, children, className, nav = false } = props;
  const { pathname } = useLocation();
  if (!link || link.external || link.target) return nonInternal(props);
  return (
    <a
      href={link.href}
      className={className}
      data-discover={changesLanguage(pathname, link.href) ? undefined : "true"}
      aria-current={nav && isCurrentLink(link.href, pathname) ? "page" : undefined}
    >
      {children}
    </a>
  );
}
