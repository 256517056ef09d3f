/**
 * The cookie consent as the shop obeys it: one flag per category the cookie bar asks
 * about. Necessary cookies (cart, sign-in, preferences) need no consent and have no flag.
 * Pure, so the browser's data layer and the server read the same shape.
 */
export const CONSENT_CATEGORIES = ["analytics", "marketing", "personalisation"] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** What the shopper allowed; every flag false until they chose. */
export type Consent = Record<ConsentCategory, boolean>;

/** Nothing allowed: before the choice, and after "necessary only". */
export const NO_CONSENT: Consent = { analytics: false, marketing: false, personalisation: false };

/** Everything allowed: "accept all". */
export const FULL_CONSENT: Consent = { analytics: true, marketing: true, personalisation: true };
