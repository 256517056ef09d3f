import { createHash } from "node:crypto";

import type { i18n as I18n } from "i18next";

import { i18nConfig, NAMESPACES } from "#app/i18n/i18n.ts";
import { translator } from "#app/i18n/i18next.server.ts";

export const TRANSLATIONS_PATH = "/translations";

export type TranslationsModule = {
  /** Where the browser loads it: the content's hash in the name, so it is cached for good. */
  url: string;
  source: string;
};

const modules = new WeakMap<I18n, TranslationsModule>();

/**
 * A page's translations as a JavaScript module (`export default { language, bundles }`),
 * loaded by the browser beside the other scripts to hydrate. A browser without JavaScript
 * never fetches it, and one with JavaScript fetches it once per language and deploy rather
 * than with every document (about 9 KB compressed a page).
 */
export function translationsModule(instance: I18n): TranslationsModule {
  let module = modules.get(instance);
  if (!module) {
    const language = instance.language;
    const configured = instance.options.ns;
    const namespaces = Array.isArray(configured)
      ? configured
      : [configured ?? i18nConfig.defaultNS];
    const bundles = Object.fromEntries(
      namespaces.map((namespace) => [namespace, instance.getResourceBundle(language, namespace)]),
    );
    const source = `export default ${JSON.stringify({ language, bundles })};\n`;
    const hash = createHash("sha256").update(source).digest("hex").slice(0, 16);
    module = {
      url: `${TRANSLATIONS_PATH}/${language}/${[...namespaces].sort().join("+")}.${hash}.js`,
      source,
    };
    modules.set(instance, module);
  }
  return module;
}

/**
 * The module a translations URL names, for any language and namespaces this shop has;
 * null for anything else, so a made-up name never loads a file or keeps an instance.
 * `current` is false when the name's hash is not the current content's (a page rendered
 * before a deploy): that answer must not be cached for good under the old name.
 */
export async function translationsModuleAt(
  language: string,
  file: string,
): Promise<{ module: TranslationsModule; current: boolean } | null> {
  const match = /^([a-z-]+(?:\+[a-z-]+)*)\.[0-9a-f]{16}\.js$/.exec(file);
  if (!match?.[1] || !(i18nConfig.supportedLngs as ReadonlyArray<string>).includes(language)) {
    return null;
  }
  const namespaces = match[1].split("+");
  if (namespaces.some((namespace) => !NAMESPACES.includes(namespace))) return null;
  const module = translationsModule(await translator(language, namespaces));
  return { module, current: module.url === `${TRANSLATIONS_PATH}/${language}/${file}` };
}
