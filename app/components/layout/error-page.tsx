import { Form, Link } from "@remix-run/react";

import { TopCategories } from "#app/components/catalog/top-categories.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { errorKind, errorTitleKey } from "#app/components/layout/error-status.ts";
import { ErrorPageRecommendations } from "#app/components/recommendations/error-page-recommendations.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { CmsErrorPage } from "#bff/pages/error-page.ts";
import type { TopCategories as TopCategoriesData } from "#bff/pages/top-categories.ts";

/**
 * The 404, 403, 500 and refused-form (400, 413, 415) pages, in the CMS's words for the
 * status when it has them (its rich text carries the heading), else in the shop's own; the
 * 404 and the server errors show their recommendation placement.
 */
export function ErrorPage({
  status,
  cmsPage = null,
  topCategories = null,
}: {
  status: number;
  cmsPage?: CmsErrorPage | null;
  topCategories?: TopCategoriesData | null;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const kind = errorKind(status);
  return (
    <section className={`container error-page error-${status}`} data-status={status}>
      {cmsPage ? (
        <RichText document={cmsPage.document} />
      ) : (
        <>
          <h1>{t(errorTitleKey(status))}</h1>
          <p>{t(`errors.${kind}.text`)}</p>
        </>
      )}
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
