import type { ReactNode } from "react";

import { CmsLink, PlainCmsLink } from "#app/components/content/cms-link.tsx";
import { LineIcon } from "#app/components/ui/icon.tsx";
import type { SellingPoint } from "#bff/rules/selling-points.ts";
import "./selling-points.css";

/** The icons an editor can name for a selling point, drawn as the shop's other line icons. */
const ICONS: Record<string, string> = {
  package: "M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9",
  gift: "M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10 3 6.5 3.5 6.5 5.5S10 7 12 7zm0 0c2-4 5.5-3.5 5.5-1.5S14 7 12 7z",
  truck:
    "M2 6h11v10H2zM13 9h4l3 3.5V16h-7M6 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  return: "M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3",
  star: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z",
};

/** A tick for an icon name the shop does not draw: the point still reads as a promise. */
const TICK = "m5 12 5 5 9-10";

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
            <LineIcon path={ICONS[point.icon ?? ""] ?? TICK} className="selling-point-icon" />
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
