import { resolve } from "node:path";

import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";

import { i18nConfig } from "./i18n.ts";
import { localeOfRequest } from "./locale-of-request.server.ts";

/** The language comes from the URL: its host in domain mode, else its /sk or /de prefix, else cs. */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    findLocale: async (request) => localeOfRequest(new URL(request.url)).locale,
  },
  i18next: {
    ...i18nConfig,
    backend: { loadPath: resolve("./locales/{{lng}}/{{ns}}.json") },
  },
  plugins: [Backend],
});
