import { Link, NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import { changesLanguage } from "#app/utils/href.ts";
import type { ResolvedLink } from "#bff/rules/cms-link.ts";

/**
 * A link the CMS chose: internal ones navigate within the app (a new document when they
 * lead into another language), external ones are plain anchors with their rel and target;
 * a link the BFF refused (null) is just its text.
 */
export function CmsLink({
  link,
  children,
  className,
  nav = false,
}: {
  link: ResolvedLink | null;
  children: ReactNode;
  className?: string;
  /** Marks the current page (aria-current), for menus. */
  nav?: boolean;
}) {
  const location = useLocation();
  if (!link) return <span className={className}>{children}</span>;
  if (link.external || link.target) {
    return (
      <a href={link.href} rel={link.rel} target={link.target} className={className}>
        {children}
      </a>
    );
  }
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
