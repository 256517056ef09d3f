import { differenceInSeconds } from "date-fns";
import {
  millisecondsInSecond,
  secondsInDay,
  secondsInHour,
  secondsInMinute,
} from "date-fns/constants";
import { useEffect, useState } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { dateTimeFormat } from "#app/utils/date-format.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { SHOP_TIME_ZONE } from "#bff/rules/shop-time-zone.ts";
import "./listing.css";

/**
 * Days, hours, minutes and seconds left, never negative. Not intervalToDuration: it counts
 * calendar months, and a countdown counts days of 24 hours however long it runs.
 */
export function timeLeft(endsAt: string, now: number) {
  const total = Math.max(0, differenceInSeconds(endsAt, now));
  return {
    days: Math.floor(total / secondsInDay),
    hours: Math.floor((total % secondsInDay) / secondsInHour),
    minutes: Math.floor((total % secondsInHour) / secondsInMinute),
    seconds: total % secondsInMinute,
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
    const timer = window.setInterval(() => setNow(Date.now()), millisecondsInSecond);
    return () => window.clearInterval(timer);
  }, []);
  const ends = dateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
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
