import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";

import { DeferredErrorContent } from "#app/components/layout/rare-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { RouteKey } from "#app/utils/href.ts";
import { useHref } from "#app/utils/use-href.ts";

/**
 * A cart or checkout page's error boundary: when the store cannot answer (503) the page
 * says so in its own frame with a way back, since the store keeps the cart and the
 * choices; any other error is the shared error page.
 */
export function StoreUnavailableBoundary({
  className,
  title,
  message,
  back,
}: {
  className: string;
  /** Translation keys. */
  title: string;
  message: string;
  back: { to: RouteKey; label: string };
}) {
  const { t } = useTranslation();
  const error = useRouteError();
  const to = useHref();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 503) return <DeferredErrorContent />;
  return (
    <div className={`container ${className}`}>
      <h1>{t(title)}</h1>
      <p role="alert">{t(message)}</p>
      <Link to={to(back.to)} className="button">
        {t(back.label)}
      </Link>
    </div>
  );
}
