import { localePrefix, type Locale } from "#app/utils/href.ts";

/**
 * Localised paths of pages the frame links to before this storefront serves them (the user
 * area, the newsletter activation); until then the catch-all answers them. An
 * entry moves to ROUTE_PATHS when its route file exists.
 */
const PLANNED_PATHS = {
  activation: { cs: "aktivovat", sk: "aktivovat", de: "aktivieren" },
} as const satisfies Record<string, Record<Locale, string>>;

export type PlannedPage = keyof typeof PLANNED_PATHS;

export function plannedHref(page: PlannedPage, locale: Locale): string {
  return `${localePrefix(locale)}/${PLANNED_PATHS[page][locale]}`;
}
