import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { useHref } from "../../utils/use-href.ts";

/** The 404, 403 and 500 pages; each keeps a slot for its recommendation placement. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const to = useHref();
  const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : "generic";
  return (
    <section className={`container error-page error-${status}`} data-status={status}>
      <h1>{t(`errors.${kind}.title`)}</h1>
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
