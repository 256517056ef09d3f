import { resolve } from "node:path";

import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";

import { i18nConfig } from "./i18n.ts";

/**
 * The main site speaks cs without a URL prefix; sk and de get their own path tables in a
 * later step, so for now every request is Czech.
 */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    findLocale: async () => i18nConfig.fallbackLng,
  },
  i18next: {
    ...i18nConfig,
    backend: { loadPath: resolve("./locales/{{lng}}/{{ns}}.json") },
  },
  plugins: [Backend],
});
