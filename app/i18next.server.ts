import { resolve } from "node:path";

import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";

import { i18nConfig } from "./i18n.ts";
import { localeOfPath } from "./utils/href.ts";

/** The language comes from the URL: cs without a prefix, sk and de under /sk and /de. */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    findLocale: async (request) => localeOfPath(new URL(request.url).pathname),
  },
  i18next: {
    ...i18nConfig,
    backend: { loadPath: resolve("./locales/{{lng}}/{{ns}}.json") },
  },
  plugins: [Backend],
});
