import { Link } from "@remix-run/react";
import { Fragment } from "react";

import { useHref } from "#app/utils/use-href.ts";
import type { TermSegment } from "#bff/rules/term-links.ts";
import "./glossary.css";

/** A text whose glossary terms link to their pages (see `linkTerms`). */
export function TermLinkedText({ segments }: { segments: Array<TermSegment> }) {
  const to = useHref();
  return (
    <>
      {segments.map((segment, index) =>
        "slug" in segment ? (
          <Link
            // Segments never move: their position is their identity.
            key={index}
            to={to("glossaryTerm", { slug: segment.slug })}
            className="glossary-term-link"
          >
            {segment.text}
          </Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
