import { useCallback, useEffect, useRef, useState } from "react";

import type { WelcomeModal as WelcomeModalComponent } from "#app/components/newsletter/welcome-modal.tsx";

/** The spec's delay between closing the age notice and offering the campaign. */
export const WELCOME_CAMPAIGN_DELAY_MS = 5_000;

/**
 * The welcome campaign: 5 s after the visitor closes the age notice, a modal offers the
 * coupon for a newsletter sign-up. Only a notice closed while this page runs starts it, not
 * an earlier visit's. The modal's code is fetched when the notice closes, so pages carry
 * none of it. A pop-up is a script's business: without JavaScript there is none.
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
    const loading = import("#app/components/newsletter/welcome-modal.tsx");
    const timer = setTimeout(() => {
      void loading.then((module) => {
        if (!cancelled) setModal(() => module.WelcomeModal);
      });
    }, WELCOME_CAMPAIGN_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ageConfirmed]);

  const close = useCallback(() => setModal(null), []);
  return Modal ? <Modal couponValue={couponValue} onClose={close} /> : null;
}
