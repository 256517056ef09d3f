import type { Strings } from "#app/i18n/translate.ts";
import { moduleFileName, parseModuleFileName } from "#app/i18n/translation-files.ts";
import type { Translations } from "#app/i18n/use-translation.tsx";

type ModuleContent = { language: string; groups: Strings; all?: Array<string> };

async function importModule(url: string): Promise<ModuleContent> {
  const { default: content } = (await import(/* @vite-ignore */ url)) as {
    default: ModuleContent;
  };
  return content;
}

/**
 * The browser's translations: the groups the page came with, and any other group a later
 * render reads, fetched from its own module (named by its language's version, so cached
 * for good) while that render waits. `url` is the page's module, already on its way as a
 * module script.
 */
export async function browserTranslations(url: string): Promise<Translations> {
  const first = await importModule(url);
  const { language } = first;
  const known = new Set(first.all);
  const strings: Strings = { ...first.groups };
  const loading = new Map<string, Promise<void>>();
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  const version = parseModuleFileName(url.slice(base.length))?.version;
  return {
    language,
    strings,
    load(group) {
      // A group the language lacks (a key that is not one, a message as it came) shows as is.
      if (Object.hasOwn(strings, group) || !known.has(group) || !version) return null;
      let promise = loading.get(group);
      if (!promise) {
        promise = importModule(`${base}${moduleFileName([group], version)}`).then(
          (content) => {
            Object.assign(strings, content.groups);
          },
          // Offline or a deploy away: the render shows the key rather than wait forever.
          () => {
            strings[group] = {};
          },
        );
        loading.set(group, promise);
      }
      return promise;
    },
  };
}
