/** The consent banner's script (the spec's consent-banner script). */
export const CONSENT_BANNER_SCRIPT_URL = "https://consent.cookiebot.com/uc.js";

/** Where the banner's script comes from and what it loads and calls in turn. */
const CONSENT_BANNER_ORIGINS = [
  "https://consent.cookiebot.com",
  "https://consentcdn.cookiebot.com",
];

/**
 * The origins the CSP lets scripts come from and connect to for the consent banner: none
 * while no banner id is configured, so an unconfigured shop's policy stays as strict as before.
 */
export function consentBannerOrigins(bannerId: string | undefined): Array<string> {
  return bannerId ? [...CONSENT_BANNER_ORIGINS] : [];
}
