import type { SerializeFrom } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { useState } from "react";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useOwnDocument } from "#app/utils/use-own-document.ts";
import type { BranchesPage } from "#bff/pages/branch-pages.ts";

/**
 * The primary shop's map: a static picture from the shop's own CDN, and the interactive
 * map only when the shopper asks for it ("Zobrazit mapu"), so no other site is contacted
 * before. Without JavaScript the button is a link to this page with the map (`?mapa=1`);
 * with it, the map opens in place when this document's policy allows its frame.
 */
export function BranchesMap({
  map,
  shown,
}: {
  map: NonNullable<SerializeFrom<BranchesPage>["map"]>;
  shown: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(shown);
  const title = t("branches.mapTitle", { title: map.title });
  const query = new URLSearchParams(location.search);
  query.set("mapa", "1");
  const ownDocument = useOwnDocument();
  return (
    <section className="branches-map" aria-labelledby="mapa">
      <h2 id="mapa">{t("branches.map")}</h2>
      {open && map.frame ? (
        <iframe
          className="branch-frame"
          src={map.frame}
          title={title}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
          allowFullScreen
        />
      ) : (
        <>
          {map.image ? <ResponsiveImage image={map.image} /> : null}
          {map.frame ? (
            <p>
              <a
                className="button"
                href={`?${query.toString()}#mapa`}
                onClick={(event) => {
                  if (!ownDocument) return;
                  event.preventDefault();
                  setOpen(true);
                }}
              >
                {t("branches.showMap")}
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
