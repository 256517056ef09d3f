import { useFetcher, useLocation } from "@remix-run/react";

import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { useHref } from "#app/utils/use-href.ts";
import "./banners.css";

type Banner = "top" | "language";

/**
 * The fetcher of a banner's close form. The banner hides itself as soon as the fetcher
 * is busy; by the time it is idle again the root loader no longer sends the banner.
 */
export function useBannerCloser(banner: Banner) {
  return useFetcher({ key: `close-banner-${banner}` });
}

/**
 * A banner's close button: without JavaScript a plain post that remembers the closure in
 * a cookie and comes back to this page; with it the same form through the fetcher, which
 * gets data and leaves the page where it is.
 */
export function CloseBannerForm({
  closer,
  banner,
  bannerId,
  label,
}: {
  closer: ReturnType<typeof useBannerCloser>;
  banner: Banner;
  bannerId?: string;
  label: string;
}) {
  const location = useLocation();
  const to = useHref();
  return (
    <closer.Form
      method="post"
      action={to("closeBanner")}
      preventScrollReset
      className="banner-close-form"
    >
      <input type="hidden" name="banner" value={banner} />
      {bannerId ? <input type="hidden" name="bannerId" value={bannerId} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <EnhancedField />
      <button type="submit" className="banner-close">
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{label}</span>
      </button>
    </closer.Form>
  );
}
