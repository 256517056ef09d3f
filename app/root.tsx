import { cssBundleHref } from "@remix-run/css-bundle";
import { type LinksFunction, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { CompareBar } from "#app/components/compare/compare-bar.tsx";
import { AgeNotice, useAgeConfirmed } from "#app/components/layout/age-notice.tsx";
import { CookieBar, hidesCookieBar } from "#app/components/layout/cookie-bar.tsx";
import {
  cmsErrorPageOf,
  errorStatus,
  errorTitleKey,
  rewrittenPageOf,
} from "#app/components/layout/error-status.ts";
import { LanguageBanner } from "#app/components/layout/language-banner.tsx";
import { Notifications } from "#app/components/layout/notifications.tsx";
import { ProgressBar } from "#app/components/layout/progress-bar.tsx";
import {
  DeferredErrorContent,
  DeferredRecommendedProducts,
} from "#app/components/layout/rare-parts.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { TopBanner } from "#app/components/layout/top-banner.tsx";
import { TopHeader } from "#app/components/layout/top-header.tsx";
import { TranslationsScript } from "#app/components/layout/translations-script.tsx";
import { WelcomeCampaign } from "#app/components/newsletter/welcome-campaign.tsx";
import { StoreOutageNotice, showsStoreOutage } from "#app/components/product/store-outage.tsx";
import {
  appIconLinks,
  fontPreloads,
  manifestHref,
  THEME_COLOR,
} from "#app/document/head-assets.ts";
import { useNonce } from "#app/document/nonce.tsx";
import { isOutageAnswer } from "#app/document/outage-answer.ts";
import { FRAME_GROUPS } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { pageTitle, SHOP_NAME } from "#app/seo/meta-tags.ts";
import { titleKeyOf } from "#app/seo/page-title.ts";
import { ConsentBannerScript } from "#app/tracking/consent-banner-script.tsx";
import { ConsentModeScript } from "#app/tracking/consent-mode-script.tsx";
import { ShopMeasurement } from "#app/tracking/shop-measurement.tsx";
import { setLocaleOrigins } from "#app/utils/href.ts";
import { useRootData } from "#app/utils/root-data.ts";

/**
 * One stylesheet for the whole shop: each component imports its own styles, and the build
 * joins them, so a component brings its look to whichever page renders it (decision 025).
 */
export const links: LinksFunction = () => [
  ...fontPreloads,
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  // The ico's real size: with "any" a browser would prefer it to the SVG icon.
  { rel: "icon", href: "/favicon.ico", sizes: "16x16" },
  ...appIconLinks,
];

// An error page's title, like a cart's or a checkout step's, comes from the layout, which
// can translate it.
export const meta: MetaFunction = ({ error }) => (error ? [] : [{ title: SHOP_NAME }]);

export const handle = { i18n: FRAME_GROUPS };

export { loader } from "#app/document/root-loader.server.ts";

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  // Null (not undefined) outside an error boundary's render.
  const error = useRouteError();
  const leaf = useMatches().at(-1);
  const rewritten = rewrittenPageOf(error);
  const cmsErrorPage = cmsErrorPageOf(error);
  const frame = rootData?.frame;
  const outageAnswer = isOutageAnswer(errorStatus(error), frame?.outage);
  const titleKey =
    error === null || error === undefined
      ? titleKeyOf(leaf)
      : outageAnswer
        ? "service.maintenance.title"
        : errorTitleKey(errorStatus(error));
  // The store down: one notice under the header, unless the page says it by its button.
  const storeOutageNotice =
    frame?.outage.store === true && (Boolean(error) || !showsStoreOutage(leaf?.handle));
  // Before any child renders a link: the browser learns the language hosts from the server.
  if (rootData) setLocaleOrigins(rootData.localeOrigins);
  const nonce = useNonce();
  const { t } = useTranslation();
  // Until confirmed (or when the root data is missing), the page sits behind the notice.
  const ageConfirmed = useAgeConfirmed(rootData?.ageConfirmed === true);
  const cookieBar =
    rootData?.cookieConsent || hidesCookieBar(leaf?.handle) ? null : frame?.cookieBar;
  return (
    <html lang={rootData?.locale ?? "cs"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <ConsentModeScript consent={rootData?.cookieConsent ?? null} />
        {/* Per language: on a shared host the prefixed languages have their own. */}
        <link rel="manifest" href={manifestHref(rootData?.locale ?? "cs")} />
        <Meta />
        {rewritten ? (
          <title>{pageTitle({ title: rewritten.seo.title })}</title>
        ) : cmsErrorPage && !outageAnswer ? (
          <title>{pageTitle({ title: cmsErrorPage.title })}</title>
        ) : titleKey ? (
          <title>{pageTitle({ title: t(titleKey) })}</title>
        ) : null}
        <Links />
      </head>
      <body>
        <ProgressBar />
        <div className="page" inert={ageConfirmed ? undefined : ""}>
          <a href="#main" className="skip-link">
            {t("nav.skip")}
          </a>
          {cookieBar?.position === "top" ? (
            <CookieBar text={cookieBar.text} position="top" />
          ) : null}
          {rootData?.languageSuggestion ? (
            <LanguageBanner suggestion={rootData.languageSuggestion} />
          ) : null}
          {rootData?.topBanner ? <TopBanner banner={rootData.topBanner} /> : null}
          <TopHeader />
          <SiteHeader cartCount={frame?.cart?.itemCount ?? null} />
          <noscript>
            <p className="noscript-notice">{t("frame.noscript")}</p>
          </noscript>
          <Notifications incoming={rootData?.notifications ?? []} />
          <main id="main">
            {storeOutageNotice ? (
              <div className="container">
                <StoreOutageNotice className="store-outage-banner" />
              </div>
            ) : null}
            {children}
            {/* Without JavaScript: what goes with the product just added, after the page. */}
            {rootData?.addedCrossSell ? (
              <div className="container">
                <DeferredRecommendedProducts
                  placement="addToCart__crossSell"
                  products={rootData.addedCrossSell}
                  layout="row"
                />
              </div>
            ) : null}
          </main>
          <SiteFooter newsletterReply={rootData?.newsletterReply ?? null} />
          {cookieBar?.position === "bottom" ? (
            <CookieBar text={cookieBar.text} position="bottom" />
          ) : null}
          <CompareBar />
        </div>
        {ageConfirmed ? null : <AgeNotice />}
        {frame?.welcomeCampaign ? (
          <WelcomeCampaign
            couponValue={frame.welcomeCampaign.couponValue}
            minimumOrder={frame.welcomeCampaign.minimumOrder}
            ageConfirmed={ageConfirmed}
          />
        ) : null}
        {rootData?.consentBannerId ? (
          <ConsentBannerScript bannerId={rootData.consentBannerId} />
        ) : null}
        <ShopMeasurement />
        <TranslationsScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <DeferredErrorContent />;
}
