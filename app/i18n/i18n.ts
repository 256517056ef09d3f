import { DEFAULT_LOCALE, LOCALES } from "#bff/locales.js";

/** Every translation namespace there is: one file per language in locales/. */
export const NAMESPACES: ReadonlyArray<string> = ["common"];

/** i18next settings shared by server and browser; cs is the default and the fallback. */
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
