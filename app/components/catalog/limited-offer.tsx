import { Link } from "@remix-run/react";
import { millisecondsInSecond } from "date-fns/constants";
import { useEffect, useState } from "react";

import { offerDeadline, timeLeft } from "#app/components/catalog/offer-deadline.ts";
import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatShopDateTime } from "#app/utils/date-format.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import type { LimitedOffer as LimitedOfferData } from "#bff/pages/catalog-listing.ts";
import type { BoxCard } from "#bff/rules/kept-cards.ts";
import "./listing.css";

/** A limited offer as a page's data carries it: its product's box may be kept (decision 068). */
export type KeptOffer = Omit<LimitedOfferData, "product"> & { product: BoxCard | null };

/**
 * A limited offer: its product and its button. Near its end the server renders the end
 * in the shop's time zone; in the last days, with JavaScript, a countdown ticks beside it.
 */
export function LimitedOffer({ offer }: { offer: KeptOffer }) {
  const { t, i18n } = useTranslation();
  const to = useHref();
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const deadline = offerDeadline(offer.endsAt, now);
  useEffect(() => {
    if (deadline !== "countdown") return;
    const timer = window.setInterval(() => setNow(Date.now()), millisecondsInSecond);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const ends = formatShopDateTime(i18n.language, offer.endsAt);
  return (
    <section className="limited-offer" aria-labelledby={`offer-${offer.id}`}>
      <h2 id={`offer-${offer.id}`}>{offer.title}</h2>
      {deadline === "none" ? null : (
        <p>
          {t("catalog.offerEnds")} <time dateTime={offer.endsAt}>{ends}</time>
        </p>
      )}
      {deadline === "countdown" && hydrated ? (
        <p className="countdown" role="timer" aria-live="off">
          {t("catalog.countdown", timeLeft(offer.endsAt, now))}
        </p>
      ) : null}
      {offer.product && offer.productSlug ? (
        <>
          <ProductGrid products={[offer.product]} anchorScope={`offer-${offer.id}`} />
          <Link className="button button-primary" to={to("product", { slug: offer.productSlug })}>
            {offer.buttonText ?? t("catalog.offerButton")}
          </Link>
        </>
      ) : null}
    </section>
  );
}
