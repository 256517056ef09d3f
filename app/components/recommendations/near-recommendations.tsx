import { lazy, Suspense, useEffect, useRef, useState } from "react";

import {
  recommendationsPath,
  type RecommendationsContext,
} from "#app/components/recommendations/recommendations-path.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { RecommendationPlacement } from "#bff/rules/recommendation-placements.ts";
import "./recommendations.css";

const LoadedRecommendations = lazy(() =>
  import("#app/components/recommendations/loaded-recommendations.tsx").then((module) => ({
    default: module.LoadedRecommendations,
  })),
);

/**
 * How far from the screen a row starts loading: about two phone screens, so that its
 * boxes are there before a shopper scrolling on a slow network reaches them. Above the
 * screen too: a jump (the End key, a fling, a link to the footer) may pass the row between
 * two frames without it ever being below.
 */
export const NEAR_MARGIN_PX = 1600;

/**
 * A recommendation placement below a page's own content (decision 087). The document
 * carries no boxes for it: the browser asks for them once the shopper scrolls near, and
 * shows nothing while they come or when there are none. Without JavaScript the placement is
 * its heading and a link to its own page.
 */
export function NearRecommendations({
  placement,
  context,
}: {
  placement: RecommendationPlacement;
  context?: RecommendationsContext;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const title = t(`recommendations.title.${placement}`);
  return (
    <div ref={anchor} className="near-recommendations">
      {near ? (
        <Suspense fallback={null}>
          <LoadedRecommendations placement={placement} context={context} />
        </Suspense>
      ) : null}
      <noscript>
        <section className="recommendations-link" aria-label={title}>
          <h2>{title}</h2>
          <a
            className="button button-secondary"
            rel="nofollow"
            href={recommendationsPath(to("recommendations"), placement, context)}
          >
            {t("recommendations.show")}
          </a>
        </section>
      </noscript>
    </div>
  );
}
