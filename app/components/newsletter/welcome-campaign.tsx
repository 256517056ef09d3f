import { useCallback, useEffect, useRef, useState } from "react";

import {
  mayOfferWelcome,
  rememberWelcomeOffered,
} from "#app/components/newsletter/welcome-campaign-memory.ts";
import type { WelcomeModal as WelcomeModalComponent } from "#app/components/newsletter/welcome-modal.tsx";
import { browserStorage } from "#app/tracking/once-per-order.ts";

/**
 * The spec's delay before offering the campaign: from closing the age notice, or from the
 * page's start for a visitor who closed it before.
 */
export const WELCOME_CAMPAIGN_DELAY_MS = 5_000;

/** How long the shopper has paused (no scroll, key or tap) before the campaign may open. */
export const WELCOME_CAMPAIGN_PAUSE_MS = 3_000;

const ACTIVITY = ["scroll", "keydown", "pointerdown", "input"] as const;

/** Whether the shopper is in the middle of something a modal would interrupt. */
function isBusy(): boolean {
  const active = document.activeElement;
  const typing =
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement ||
    (active instanceof HTMLInputElement &&
      !["checkbox", "radio", "button", "submit", "reset"].includes(active.type));
  return typing || document.querySelector("dialog[open]") !== null;
}

/**
 * The welcome campaign: at least 5 s after the age notice has been closed (spec), on this
 * page or before it, at the first pause (3 s without scrolling, typing or tapping, no field
 * being filled in and no other dialog open), a modal offers the coupon for a newsletter
 * sign-up: it never lands on a shopper mid-scroll or mid-form. It is offered once per
 * browser (decision 065). The modal's code is fetched only when it opens, so pages carry
 * none of it. A pop-up is a script's business: without JavaScript there is none.
 */
export function WelcomeCampaign({
  couponValue,
  minimumOrder,
  ageConfirmed,
}: {
  couponValue: string;
  minimumOrder: number | null;
  ageConfirmed: boolean;
}) {
  const confirmedOnArrival = useRef(ageConfirmed);
  const [Modal, setModal] = useState<typeof WelcomeModalComponent | null>(null);

  useEffect(() => {
    if (!ageConfirmed) return;
    const storage = browserStorage();
    if (!mayOfferWelcome(storage, { confirmedOnArrival: confirmedOnArrival.current })) return;
    let cancelled = false;
    let lastActivity = Number.NEGATIVE_INFINITY;
    const noteActivity = () => {
      lastActivity = Date.now();
    };
    const stopWatching = () => {
      for (const type of ACTIVITY) window.removeEventListener(type, noteActivity, true);
    };
    for (const type of ACTIVITY) {
      window.addEventListener(type, noteActivity, { capture: true, passive: true });
    }
    const openWhenCalm = () => {
      const quietFor = Date.now() - lastActivity;
      if (quietFor < WELCOME_CAMPAIGN_PAUSE_MS || isBusy()) {
        const wait = isBusy() ? WELCOME_CAMPAIGN_PAUSE_MS : WELCOME_CAMPAIGN_PAUSE_MS - quietFor;
        timer = setTimeout(openWhenCalm, wait);
        return;
      }
      stopWatching();
      void import("#app/components/newsletter/welcome-modal.tsx").then((module) => {
        if (cancelled) return;
        rememberWelcomeOffered(storage);
        setModal(() => module.WelcomeModal);
      });
    };
    let timer = setTimeout(openWhenCalm, WELCOME_CAMPAIGN_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopWatching();
    };
  }, [ageConfirmed]);

  const close = useCallback(() => setModal(null), []);
  return Modal ? (
    <Modal couponValue={couponValue} minimumOrder={minimumOrder} onClose={close} />
  ) : null;
}
