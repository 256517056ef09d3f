import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { LRUCache } from "lru-cache";

import type { Strings } from "#app/i18n/translate.ts";
import { moduleFileName, parseModuleFileName } from "#app/i18n/translation-files.ts";
import { getConfig } from "#bff/index.server.ts";
import { DEFAULT_LOCALE, isLocale } from "#bff/locales.js";

export const TRANSLATIONS_PATH = "/translations";

const LOCALES_DIR = resolve("./locales");

export type TranslationsModule = {
  /** Where the browser loads it: its language's version in the name, so it is cached for good. */
  url: string;
  source: string;
};

/**
 * What a translations module exports: some groups of one language's strings. A page's
 * module (several groups) also lists every group the language has, so the browser knows
 * which others it can load (each from a name like the page module's, translation-files.ts)
 * and which "keys" are plain text that `t` shows as it is.
 */
export type TranslationsModuleContent = { language: string; groups: Strings; all?: Array<string> };

type Language = { strings: Strings; version: string };

function readStrings(locale: string): Strings {
  const directory = join(LOCALES_DIR, locale);
  return Object.assign(
    {},
    ...readdirSync(directory)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(directory, file), "utf8")) as Strings),
  ) as Strings;
}

/** `over` with what it lacks taken from `under`, branch by branch. */
function withFallback(over: Strings, under: Strings): Strings {
  const merged: Strings = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] =
      typeof value === "object" && typeof below === "object" ? withFallback(value, below) : value;
  }
  return merged;
}

function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

const languages = new Map<string, Language>();

function moduleSource(content: TranslationsModuleContent): string {
  return `export default ${JSON.stringify(content)};\n`;
}

function loadLanguage(locale: string): Language {
  const own = readStrings(locale);
  const strings = locale === DEFAULT_LOCALE ? own : withFallback(own, readStrings(DEFAULT_LOCALE));
  return { strings, version: hashOf(JSON.stringify(strings)) };
}

/**
 * One language's strings (the default language's fill what it lacks), read once per
 * process; development reads the files again on every call, so an edit shows at once.
 */
export function languageStrings(locale: string): Language {
  if (getConfig().NODE_ENV === "development") return loadLanguage(locale);
  let language = languages.get(locale);
  if (!language) {
    language = loadLanguage(locale);
    languages.set(locale, language);
  }
  return language;
}

/** Bounded: a URL can name any combination of groups. */
const modules = new LRUCache<string, TranslationsModule>({ max: 500 });

/**
 * The module of some groups of a language's strings, loaded by the browser beside the
 * page's scripts to hydrate (a page's groups), or later (one group) for a page reached by
 * navigation that needs it. A browser without JavaScript never fetches it.
 */
export function translationsModule(locale: string, groups: Iterable<string>): TranslationsModule {
  const { strings, version } = languageStrings(locale);
  const names = [...new Set(groups)].filter((group) => Object.hasOwn(strings, group)).sort();
  const url = `${TRANSLATIONS_PATH}/${locale}/${moduleFileName(names, version)}`;
  let module = modules.get(url);
  if (!module) {
    const groupStrings = Object.fromEntries(names.map((group) => [group, strings[group] ?? {}]));
    const source = moduleSource(
      names.length === 1
        ? { language: locale, groups: groupStrings }
        : { language: locale, groups: groupStrings, all: Object.keys(strings) },
    );
    module = { url, source };
    if (getConfig().NODE_ENV !== "development") modules.set(url, module);
  }
  return module;
}

/**
 * The module a translations URL names, for any language and groups this shop has; null
 * for anything else, so a made-up name never builds a module. `current` is false when the
 * name's hash is not the current content's (a page rendered before a deploy): that answer
 * must not be cached for good under the old name.
 */
export function translationsModuleAt(
  locale: string,
  file: string,
): { module: TranslationsModule; current: boolean } | null {
  const named = parseModuleFileName(file);
  if (!named || !isLocale(locale)) return null;
  const { groups } = named;
  const { strings } = languageStrings(locale);
  if (groups.some((group) => !Object.hasOwn(strings, group))) return null;
  const module = translationsModule(locale, groups);
  return { module, current: module.url === `${TRANSLATIONS_PATH}/${locale}/${file}` };
}
