import { useEffect } from "react";

import { documentNonce } from "#app/document/document-nonce.ts";
import { CONSENT_BANNER_SCRIPT_URL } from "#app/tracking/consent-banner.ts";

/**
 * Loads the consent banner's script once the page is interactive, so it never delays the
 * first paint or hydration. Manual blocking mode: the banner blocks nothing on its own;
 * the shop's consent and the data layer's Consent Mode decide what runs.
 */
export function ConsentBannerScript({ bannerId }: { bannerId: string }) {
  useEffect(() => {
    const script = document.createElement("script");
    script.id = "Cookiebot";
    script.src = CONSENT_BANNER_SCRIPT_URL;
    script.async = true;
    script.nonce = documentNonce();
    script.dataset.cbid = bannerId;
    script.dataset.blockingmode = "manual";
    document.head.append(script);
    return () => script.remove();
  }, [bannerId]);
  return null;
}
