import { useCallback, useEffect, useRef, useState } from "react";

import type { WelcomeModal as WelcomeModalComponent } from "#app/components/newsletter/welcome-modal.tsx";

/** The spec's delay between closing the age notice and offering the campaign. */
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
 * The welcome campaign: at least 5 s after the visitor closes the age notice (spec), at the
 * first pause (3 s without scrolling, typing or tapping, no field being filled in and no
 * other dialog open), a modal offers the coupon for a newsletter sign-up: it never lands
 * on a shopper mid-scroll or mid-form. Only a notice closed while this page runs starts it,
 * not an earlier visit's. The modal's code is fetched when the notice closes, so pages
 * carry none of it. A pop-up is a script's business: without JavaScript there is none.
 */
export function WelcomeCampaign({
  couponValue,
  ageConfirmed,
}: {
  couponValue: string;
  ageConfirmed: boolean;
}) {
  const confirmedOnArrival = useRef(ageConfirmed);
  const [Modal, setModal] = useState<typeof WelcomeModalComponent | null>(null);

  useEffect(() => {
    if (confirmedOnArrival.current || !ageConfirmed) return;
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
    const loading = import("#app/components/newsletter/welcome-modal.tsx");
    const openWhenCalm = () => {
      const quietFor = Date.now() - lastActivity;
      if (quietFor < WELCOME_CAMPAIGN_PAUSE_MS || isBusy()) {
        const wait = isBusy() ? WELCOME_CAMPAIGN_PAUSE_MS : WELCOME_CAMPAIGN_PAUSE_MS - quietFor;
        timer = setTimeout(openWhenCalm, wait);
        return;
      }
      stopWatching();
      void loading.then((module) => {
        if (!cancelled) setModal(() => module.WelcomeModal);
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
  return Modal ? <Modal couponValue={couponValue} onClose={close} /> : null;
}
