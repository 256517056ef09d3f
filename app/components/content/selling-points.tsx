import type { ReactNode } from "react";

import { CmsLink, PlainCmsLink } from "#app/components/content/cms-link.tsx";
import type { SellingPoint } from "#bff/rules/selling-points.ts";
import "./selling-points.css";

/**
 * The shop's selling points, each with its icon and, where the editor set one, a link.
 * `kept` for the frame's copy, which the browser keeps as markup (plain links).
 */
export function SellingPointList({
  points,
  kept = false,
}: {
  points: ReadonlyArray<SellingPoint>;
  kept?: boolean;
}) {
  const LinkTo = kept ? PlainCmsLink : CmsLink;
  return (
    <ul className="selling-points">
      {points.map((point) => {
        const content: ReactNode = (
          <>
            <span
              className="selling-point-icon"
              data-icon={point.icon ?? undefined}
              aria-hidden="true"
            />
            <span className="selling-point-text">
              <strong>{point.title}</strong>
              {point.description ? <span>{point.description}</span> : null}
            </span>
          </>
        );
        return (
          <li key={point.title}>
            {point.link ? (
              <LinkTo link={point.link} className="selling-point">
                {content}
              </LinkTo>
            ) : (
              <div className="selling-point">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
