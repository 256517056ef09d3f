import { isRouteErrorResponse } from "@remix-run/react";

import type { CmsErrorPage } from "#bff/pages/error-page.ts";
import type { TextPage as TextPageView } from "#bff/pages/text-page.ts";
import type { TopCategories as TopCategoriesData } from "#bff/pages/top-categories.ts";

/** The status an error page shows for what a loader or a render threw. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** A field of the data a thrown answer carried (of that status, when one is named), or null. */
function carried(error: unknown, field: string, status?: number): unknown {
  if (!isRouteErrorResponse(error) || (status !== undefined && error.status !== status)) {
    return null;
  }
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && field in data
    ? ((data as Record<string, unknown>)[field] ?? null)
    : null;
}

/**
 * The text page the CMS serves at this path through a URL rewrite, which a loader sends in
 * place of its 404, 403 or 500 (see `withUrlRewrite`); null for any other error.
 */
export function rewrittenPageOf(error: unknown): TextPageView | null {
  return carried(error, "rewrittenPage", 200) as TextPageView | null;
}

/** The top categories a 404 carries (the catch-all sends them), for the shopper to go on. */
export function notFoundTopCategories(error: unknown): TopCategoriesData | null {
  return carried(error, "topCategories", 404) as TopCategoriesData | null;
}

/** The CMS's title and text for the error's status, which a failing loader sends along. */
export function cmsErrorPageOf(error: unknown): CmsErrorPage | null {
  return carried(error, "errorPage") as CmsErrorPage | null;
}

/**
 * The texts of each status; an action's refused body (400, 413, 415) asks to send it again.
 * Any other status (500, 502, 503...) gets the spec's general failure texts; the page always
 * names the status itself too.
 */
const ERROR_KINDS: Partial<Record<number, string>> = {
  400: "badForm",
  401: "unauthorized",
  403: "forbidden",
  404: "notFound",
  410: "gone",
  413: "tooLarge",
  415: "badForm",
  429: "tooMany",
};

export function errorKind(status: number): string {
  return ERROR_KINDS[status] ?? "generic";
}

/** The translation key of the error page's heading, which is its title too. */
export function errorTitleKey(status: number): string {
  return `errors.${errorKind(status)}.title`;
}
