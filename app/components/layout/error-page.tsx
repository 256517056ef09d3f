import { Form, isRouteErrorResponse, Link } from "@remix-run/react";

import { TopCategories } from "#app/components/catalog/top-categories.tsx";
import { ErrorPageRecommendations } from "#app/components/recommendations/error-page-recommendations.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { TextPage as TextPageView } from "#bff/pages/text-page.ts";
import type { TopCategories as TopCategoriesData } from "#bff/pages/top-categories.ts";

/** The status an error page shows for what a loader or a render threw. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The text page the CMS serves at this path through a URL rewrite, which a loader sends in
 * place of its 404, 403 or 500 (see `withUrlRewrite`); null for any other error.
 */
export function rewrittenPageOf(error: unknown): TextPageView | null {
  if (!isRouteErrorResponse(error) || error.status !== 200) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("rewrittenPage" in data)) return null;
  return data.rewrittenPage as TextPageView;
}

/** The top categories a 404 carries (the catch-all sends them), for the shopper to go on. */
export function notFoundTopCategories(error: unknown): TopCategoriesData | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("topCategories" in data)) return null;
  return (data.topCategories as TopCategoriesData | null) ?? null;
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

function errorKind(status: number): string {
  return ERROR_KINDS[status] ?? "generic";
}

/** The translation key of the error page's heading, which is its title too. */
export function errorTitleKey(status: number): string {
  return `errors.${errorKind(status)}.title`;
}

/**
 * The 404, 403, 500 and refused-form (400, 413, 415) pages; the 404 and the server errors
 * show their recommendation placement.
 */
export function ErrorPage({
  status,
  topCategories = null,
}: {
  status: number;
  topCategories?: TopCategoriesData | null;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const kind = errorKind(status);
  return (
    <section className={`container error-page error-${status}`} data-status={status}>
      <h1>{t(errorTitleKey(status))}</h1>
      <p>{t(`errors.${kind}.text`)}</p>
      <p className="error-code">{t("errors.code", { status })}</p>
      {status === 404 ? (
        <Form
          method="get"
          action={to("search")}
          role="search"
          aria-labelledby="error-search-label"
          className="error-search"
        >
          <label htmlFor="error-search-query" id="error-search-label">
            {t("search.notFoundSearch")}
          </label>
          <div className="error-search-row">
            <input
              id="error-search-query"
              className="search-input"
              type="search"
              name="q"
              autoComplete="off"
            />
            <button type="submit" className="button">
              {t("frame.search.submit")}
            </button>
          </div>
        </Form>
      ) : null}
      <p>
        <Link to={to("home")} className="button">
          {t("errors.backHome")}
        </Link>
      </p>
      {topCategories ? <TopCategories data={topCategories} /> : null}
      <ErrorPageRecommendations status={status} />
    </section>
  );
}
