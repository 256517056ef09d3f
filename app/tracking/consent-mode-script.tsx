import { useNonce } from "#app/document/nonce.tsx";
import type { Consent } from "#app/shopper/consent.ts";
import { consentModeCommands, consentModeScript } from "#app/tracking/consent-mode.ts";

/**
 * The data layer's Consent Mode, first in the head so any tag that comes later finds its
 * defaults: denied until the shopper chose, then the choice the server read from the cookie.
 * A changed choice reaches it with the next document, which the consent forms load.
 */
export function ConsentModeScript({ consent }: { consent: Consent | null }) {
  const nonce = useNonce();
  // The browser hides a nonce from scripts, so its render has none to match.
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: consentModeScript(consentModeCommands(consent)) }}
    />
  );
}
