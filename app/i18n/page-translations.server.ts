import { randomUUID } from "node:crypto";

import type { EntryContext } from "@remix-run/node";

import { translate } from "#app/i18n/translate.ts";
import {
  languageStrings,
  TRANSLATIONS_PATH,
  translationsModule,
} from "#app/i18n/translations-module.server.ts";
import type { Translations } from "#app/i18n/use-translation.tsx";

/** The translation groups a route declares it may show in the browser: `handle.i18n`. */
function declaredGroups(context: EntryContext): Array<string> {
  return context.staticHandlerContext.matches.flatMap(({ route }) => {
    const handle: unknown = context.routeModules[route.id]?.handle;
    const groups =
      typeof handle === "object" && handle !== null && "i18n" in handle ? handle.i18n : [];
    return Array.isArray(groups)
      ? groups.filter((group): group is string => typeof group === "string")
      : [];
  });
}

/**
 * A document's translations: the whole language for its render, which notes every group
 * it reads, and the module the browser hydrates with, holding the groups the routes
 * declare (texts only the browser shows: a modal, a message after a click) and those the
 * render read. A boundary that suspends renders after the rest of the page, the module's
 * script included, so the script names `moduleMarker`, which the document's body replaces
 * with `moduleUrl()` once the whole page has rendered. The marker is new for every page:
 * no text a page shows can name it.
 */
export function pageTranslations(locale: string, context: EntryContext) {
  const { strings } = languageStrings(locale);
  const groups = new Set(declaredGroups(context));
  const translations: Translations = {
    language: locale,
    strings,
    used: (group) => groups.add(group),
  };
  return {
    translations,
    t: (key: string) => translate(strings, locale, key),
    moduleMarker: `${TRANSLATIONS_PATH}/${randomUUID()}.js`,
    moduleUrl: () => translationsModule(locale, groups).url,
  };
}
