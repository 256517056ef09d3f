import { resolve } from "node:path";

import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";

import { i18nConfig } from "#app/i18n/i18n.ts";
import { localeOfRequest } from "#app/shopper/locale-of-request.server.ts";
import { getConfig } from "#bff/index.server.ts";

const backend = { loadPath: resolve("./locales/{{lng}}/{{ns}}.json") };

/**
 * Language detection and route namespaces. The language comes from the URL: its host in
 * domain mode, else its /sk or /de prefix, else cs. Translating is `translator`'s job.
 */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    findLocale: async (request) => localeOfRequest(new URL(request.url)).locale,
  },
});

const instances = new Map<string, Promise<I18n>>();

async function loadInstance(locale: string, namespaces: Array<string>): Promise<I18n> {
  const instance = createInstance();
  await instance.use(Backend).init({ ...i18nConfig, lng: locale, ns: namespaces, backend });
  return instance;
}

/**
 * An i18next instance for one language and set of namespaces, loaded from the locale files
 * once per process and shared by every request: an instance's only state is its language,
 * which never changes here, while loading and parsing the files per page cost more than
 * rendering it. Development reloads them on every request, so an edited file shows at once.
 */
export function translator(locale: string, namespaces: ReadonlyArray<string> = []): Promise<I18n> {
  const names = namespaces.length > 0 ? [...new Set(namespaces)].sort() : [i18nConfig.defaultNS];
  if (getConfig().NODE_ENV === "development") return loadInstance(locale, names);
  const key = `${locale}\u0000${names.join(",")}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = loadInstance(locale, names);
    instances.set(key, instance);
    // A failed load (a missing file) is tried again by the next request, not remembered.
    instance.catch(() => instances.delete(key));
  }
  return instance;
}

/** The translate function of the request's language, for loaders and actions. */
export async function fixedT(request: Request): Promise<TFunction> {
  const locale = await i18next.getLocale(request);
  return (await translator(locale)).getFixedT(locale);
}
