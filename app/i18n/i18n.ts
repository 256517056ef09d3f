import { DEFAULT_LOCALE, LOCALES } from "#bff/locales.js";

/**
 * The translation groups (top-level keys) every page sends the browser, beside those its
 * render reads: what the frame shows only after a click or a message (the item-added
 * modal and what adding to cart may answer anywhere, notifications, the suggestions, the
 * cookie settings). A route adds its own in `handle.i18n`.
 */
export const FRAME_GROUPS: ReadonlyArray<string> = [
  "addToCart",
  "errors",
  "forms",
  "modal",
  "notifications",
  "recommendations",
  "search",
];

/** i18next settings of the server's loaders and actions; cs is the default and the fallback. */
export const i18nConfig = {
  supportedLngs: LOCALES,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
  // The defaults, stated: i18next then no longer guesses on every t() whether a key is a
  // sentence rather than a path (a fifth of each call's time, measured).
  keySeparator: ".",
  nsSeparator: ":",
} as const;
