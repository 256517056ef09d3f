import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { dateTimeFormat } from "#app/utils/date-format.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

const SECOND = 1000;

/** Days, hours, minutes and seconds left, never negative. */
export function timeLeft(endsAt: string, now: number) {
  const total = Math.max(0, Math.floor((Date.parse(endsAt) - now) / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * A limited offer. The server renders its end as a date in the shop's time zone; with
 * JavaScript a countdown ticks beside it.
 */
export function LimitedOffer({
  offer,
}: {
  offer: { id: string; title: string; endsAt: string; buttonText: string | null };
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, []);
  const ends = dateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(new Date(offer.endsAt));
  const left = timeLeft(offer.endsAt, now);
  return (
    <section className="limited-offer" aria-labelledby={`offer-${offer.id}`}>
      <h2 id={`offer-${offer.id}`}>{offer.title}</h2>
      <p>
        {t("catalog.offerEnds")} <time dateTime={offer.endsAt}>{ends}</time>
      </p>
      {hydrated ? (
        <p className="countdown" role="timer" aria-live="off">
          {t("catalog.countdown", left)}
        </p>
      ) : null}
    </section>
  );
}
