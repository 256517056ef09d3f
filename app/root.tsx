import { cssBundleHref } from "@remix-run/css-bundle";
import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
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

import { addToCartFromUrl } from "#app/cart/add-to-cart-from-url.server.ts";
import { readCompareIds } from "#app/compare/compare-cookie.server.ts";
import { CompareBar } from "#app/components/compare/compare-bar.tsx";
import { AgeNotice } from "#app/components/layout/age-notice.tsx";
import { CookieBar, hidesCookieBar } from "#app/components/layout/cookie-bar.tsx";
import {
  errorStatus,
  errorTitleKey,
  rewrittenPageOf,
} from "#app/components/layout/error-status.ts";
import { LanguageBanner } from "#app/components/layout/language-banner.tsx";
import { MainMenu } from "#app/components/layout/main-menu.tsx";
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
import { keepStaticFrame } from "#app/document/static-frame.server.ts";
import { FRAME_GROUPS } from "#app/i18n/i18n.ts";
import { translator } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { takeNewsletterReply } from "#app/newsletter/newsletter.server.ts";
import { pageTitle, SHOP_NAME } from "#app/seo/meta-tags.ts";
import { titleKeyOf } from "#app/seo/page-title.ts";
import { isAgeConfirmed } from "#app/shopper/age-confirmation.server.ts";
import { isBannerClosed } from "#app/shopper/banner-closure.server.ts";
import { consentOf } from "#app/shopper/cookie-consent.server.ts";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { currencyChoiceCookie } from "#app/shopper/currency-choice.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { suggestedLocale } from "#app/shopper/language-suggestion.server.ts";
import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { configuredLocaleOrigins, localeOfRequest } from "#app/shopper/locale-of-request.server.ts";
import { readPreference } from "#app/shopper/preference-cookie.server.ts";
import { pricesWithoutVatFirst } from "#app/shopper/price-display.server.ts";
import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { framedShopper, openShopper, publicUser } from "#app/shopper/session-user.server.ts";
import { attributionCookies } from "#app/tracking/attribution.server.ts";
import { ConsentBannerScript } from "#app/tracking/consent-banner-script.tsx";
import { ConsentModeScript } from "#app/tracking/consent-mode-script.tsx";
import { ShopMeasurement } from "#app/tracking/shop-measurement.tsx";
import { thirdPartyScripts } from "#app/tracking/third-party-scripts.server.ts";
import { visitorCookie, visitorIdOf } from "#app/tracking/visitor-id.server.ts";
import { href, setLocaleOrigins, type Locale } from "#app/utils/href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { addedToCartRecommendations, getConfig } from "#bff/index.server.ts";
import { isBusinessUser } from "#bff/rules/business-user.ts";

/**
 * What the language banner offers: the suggested language with its sentence in that
 * language, as a shopper who reads only that one should understand it. null when closed
 * or nothing fits.
 */
async function languageSuggestion(request: Request, current: Locale) {
  if (isBannerClosed(request, "language")) return null;
  const chosen = readPreference(request, "locale");
  const suggested = suggestedLocale(request.headers.get("accept-language"), current, chosen);
  if (!suggested) return null;
  const t = (await translator(suggested)).getFixedT(suggested);
  return { locale: suggested, text: t("frame.languageBanner.text") };
}

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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const moved = localeOfRequest(new URL(request.url)).redirect;
  if (moved) throw redirect(moved, 301);
  const startUpRedirect = await addToCartFromUrl(request, context);
  if (startUpRedirect) throw startUpRedirect;
  const opened = await openShopper(request, context);
  const { ctx } = opened;
  const [shopper, flash, newsletter] = await Promise.all([
    framedShopper(opened),
    takeNotifications(opened.request),
    takeNewsletterReply(request),
  ]);
  // Without JavaScript an add to cart comes back with its notice: what goes with it, but not
  // on the cart page, which has a placement of its own.
  const added = flash.notifications.find((notice) => notice.message === "cart.added");
  const addedProductId = added?.values?.productId;
  const addedCrossSell =
    added && new URL(request.url).pathname !== href("cart", ctx.locale)
      ? addedToCartRecommendations({
          ctx,
          visitorId: visitorIdOf(request),
          // As the item-added modal asks with JavaScript, so both show the same products.
          productId: typeof addedProductId === "number" ? addedProductId : null,
        })
      : null;
  const { mainMenu, topHeaderMenu, footerMenus, footer, ...frame } = await linksInLanguage(
    ctx,
    shopper.frame,
  );
  // Menus and footer go to the document's render only: the browser keeps their markup.
  keepStaticFrame(context, { mainMenu, topHeaderMenu, footerMenus, footer });
  const headers = new Headers();
  // The flash cookie is the whole session rewritten, new session id included: it goes last.
  for (const cookie of [
    ...shopper.setCookies,
    flash.setCookie,
    newsletter.setCookie,
    currencyChoiceCookie(request),
    ...(await attributionCookies(request)),
    visitorCookie(request),
  ]) {
    if (cookie) headers.append("Set-Cookie", cookie);
  }
  if (frame.cart?.tokenExpired) {
    headers.append("Set-Cookie", await cartTokenCookie.serialize("", { maxAge: 0 }));
  }
  const topBanner = frame.topBanner;
  return data(
    {
      locale: ctx.locale,
      localeOrigins: configuredLocaleOrigins(),
      origin: publicOrigin(request),
      frame: { ...frame, contact: footer?.contact ?? null },
      notifications: flash.notifications,
      addedCrossSell,
      ageConfirmed: isAgeConfirmed(request),
      cookieConsent: consentOf(request),
      consentBannerId: getConfig().CONSENT_BANNER_ID ?? null,
      thirdPartyScripts: thirdPartyScripts(getConfig(), ctx.locale),
      topBanner: topBanner && !isBannerClosed(request, "top", topBanner.id) ? topBanner : null,
      languageSuggestion: await languageSuggestion(request, ctx.locale),
      newsletterReply: newsletter.reply,
      user: publicUser(shopper.user),
      credits: shopper.credits,
      wishedVariantIds: shopper.wishedVariantIds,
      features: getConfig().SHOP_FEATURES,
      compareIds: readCompareIds(request),
      pricesWithoutVatFirst: pricesWithoutVatFirst(
        request,
        shopper.user !== null && isBusinessUser(shopper.user),
      ),
    },
    { headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  // Null (not undefined) outside an error boundary's render.
  const error = useRouteError();
  const leaf = useMatches().at(-1);
  const rewritten = rewrittenPageOf(error);
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
  const ageConfirmed = rootData?.ageConfirmed === true;
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
          {cookieBar?.position === "top" ? <CookieBar text={cookieBar.text} /> : null}
          {rootData?.languageSuggestion ? (
            <LanguageBanner suggestion={rootData.languageSuggestion} />
          ) : null}
          {rootData?.topBanner ? <TopBanner banner={rootData.topBanner} /> : null}
          <TopHeader />
          <SiteHeader cartCount={frame?.cart?.itemCount ?? null} />
          <MainMenu />
          <noscript>
            <p className="noscript-notice">{t("frame.noscript")}</p>
          </noscript>
          <main id="main">
            {storeOutageNotice ? (
              <div className="container">
                <StoreOutageNotice className="store-outage-banner" />
              </div>
            ) : null}
            {rootData?.addedCrossSell ? (
              <div className="container">
                <DeferredRecommendedProducts
                  placement="addToCart__crossSell"
                  products={rootData.addedCrossSell}
                  layout="row"
                />
              </div>
            ) : null}
            {children}
          </main>
          <SiteFooter newsletterReply={rootData?.newsletterReply ?? null} />
          {cookieBar?.position === "bottom" ? <CookieBar text={cookieBar.text} /> : null}
          <CompareBar />
        </div>
        {ageConfirmed ? null : <AgeNotice />}
        {frame?.welcomeCampaign ? (
          <WelcomeCampaign
            couponValue={frame.welcomeCampaign.couponValue}
            ageConfirmed={ageConfirmed}
          />
        ) : null}
        <Notifications incoming={rootData?.notifications ?? []} />
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
