import { useEffect } from "react";

import { useTrack } from "#app/tracking/use-track.ts";

/**
 * Reports a subscription once per answer that says subscribed (spec §4: newsletter
 * subscribed); a 401 counts as subscribed, as the form itself treats it.
 */
export function useNewsletterTracking(
  answer: { subscribed: boolean } | undefined,
  source: "welcome" | "newsletter",
): void {
  const track = useTrack();
  useEffect(() => {
    if (answer?.subscribed) track({ event: "newsletter_subscribed", source });
  }, [answer, source, track]);
}
