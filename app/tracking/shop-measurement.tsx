import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { useImpressionPages } from "#app/tracking/use-impression.ts";
import { useTrack } from "#app/tracking/use-track.ts";
import { sendToVendor } from "#app/tracking/vendor-scripts.ts";
import { useRootData } from "#app/utils/root-data.ts";

/**
 * The page-wide measurement, mounted once in the document: the user and session events
 * (spec §4: the session counts as loaded once page, user and cart are; the root loader
 * brings user and cart with the page, so hydration is that moment), the performance
 * monitoring's start with analytics consent and the affiliate network's page views with
 * marketing consent. Everything waits for hydration, so no third party delays a page.
 */
export function ShopMeasurement() {
  const root = useRootData();
  const track = useTrack();
  const { pathname } = useLocation();
  useImpressionPages();

  const signedIn = root ? root.user !== null : null;
  const business = root?.user?.isBusiness === true;
  useEffect(() => {
    if (signedIn === null) return;
    track({ event: "user_loaded", user: { logged_in: signedIn, business } });
  }, [signedIn, business, track]);

  const sessionReported = useRef(false);
  useEffect(() => {
    if (sessionReported.current || signedIn === null) return;
    sessionReported.current = true;
    track({ event: "session_loaded" });
  }, [signedIn, track]);

  const consent = root?.cookieConsent ?? null;
  const monitoring = root?.thirdPartyScripts.performanceMonitoring ?? null;
  const monitoringStarted = useRef(false);
  useEffect(() => {
    if (!monitoring || !consent?.analytics || monitoringStarted.current) return;
    monitoringStarted.current = true;
    sendToVendor("performance-monitoring", monitoring.src, {
      command: "init",
      key: monitoring.key,
    });
  }, [monitoring, consent?.analytics]);

  // Strings, not the object: the root data's revalidation after every action is no new page.
  const affiliateSrc = root?.thirdPartyScripts.affiliate?.src ?? null;
  const campaignId = root?.thirdPartyScripts.affiliate?.campaignId ?? null;
  useEffect(() => {
    if (!affiliateSrc || !campaignId || !consent?.marketing) return;
    sendToVendor("affiliate", affiliateSrc, { command: "pageview", campaignId, page: pathname });
  }, [affiliateSrc, campaignId, consent?.marketing, pathname]);

  return null;
}
