import { isRouteErrorResponse, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { useHref } from "#app/utils/use-href.ts";

/** The status an error page shows for what a loader or a render threw. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The texts of each status; an action's refused body (400, 413, 415) asks to send it again. */
const ERROR_KINDS: Partial<Record<number, string>> = {
  400: "badForm",
  403: "forbidden",
  404: "notFound",
  413: "tooLarge",
  415: "badForm",
};

function errorKind(status: number): string {
  return ERROR_KINDS[status] ?? "generic";
}

/** The translation key of the error page's heading, which is its title too. */
export function errorTitleKey(status: number): string {
  return `errors.${errorKind(status)}.title`;
}

/**
 * The 404, 403, 500 and refused-form (400, 413, 415) pages; each keeps a slot for its
 * recommendation placement.
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const to = useHref();
  const kind = errorKind(status);
  return (
    <section className={`container error-page error-${status}`} data-status={status}>
      <h1>{t(errorTitleKey(status))}</h1>
      <p>{t(`errors.${kind}.text`)}</p>
      <p>
        <Link to={to("home")} className="button">
          {t("errors.backHome")}
        </Link>
      </p>
      <div
        className="recommendation-slot"
        data-placement={status === 404 ? "notFound__forYou" : "internalError__forYou"}
      />
    </section>
  );
}
