import { useState } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { useOwnDocument } from "#app/utils/use-own-document.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";

type Video = NonNullable<CatalogListing["video"]>;

/**
 * The category's video. A YouTube video shows as a poster of the shop's own, which asks
 * nothing of YouTube; only when the shopper presses play does the no-cookie player load in
 * its place (the page's policy allows that player's origin). Without JavaScript (the
 * stylesheet hides the poster), for another site's video, or after a navigation inside the
 * app (whose policy is the first page's), it is the link to the video's page.
 */
export function CategoryVideo({ video }: { video: Video }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const ownDocument = useOwnDocument();
  const [playing, setPlaying] = useState(false);
  const link = (
    <a href={video.url} target="_blank" rel="noopener noreferrer external">
      {t("catalog.video", { title: video.title })}
    </a>
  );
  if (!video.embed || !ownDocument) return <p className="listing-video">{link}</p>;
  if (playing) {
    return (
      <figure className="listing-video">
        <iframe
          className="listing-video-frame"
          src={`${video.embed}?autoplay=1&rel=0`}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </figure>
    );
  }
  return (
    <figure className="listing-video">
      <div className="listing-video-poster">
        {hydrated ? (
          <button type="button" className="listing-video-play" onClick={() => setPlaying(true)}>
            <span className="listing-video-play-icon" aria-hidden="true" />
            {t("catalog.videoPlay", { title: video.title })}
          </button>
        ) : (
          <p className="listing-video-title">{video.title}</p>
        )}
      </div>
      <figcaption>
        <span className="listing-video-notice">{t("catalog.videoNotice")}</span> {link}
      </figcaption>
    </figure>
  );
}
