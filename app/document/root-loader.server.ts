import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { addToCartFromUrl } from "#app/cart/add-to-cart-from-url.server.ts";
import { readCompareIds } from "#app/compare/compare-cookie.server.ts";
import { isSharedPageRequest } from "#app/document/shared-cache.server.ts";
import { keepStaticFrame } from "#app/document/static-frame.server.ts";
import { translator } from "#app/i18n/i18next.server.ts";
import { takeNewsletterReply } from "#app/newsletter/newsletter.server.ts";
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
import { thirdPartyScripts } from "#app/tracking/third-party-scripts.server.ts";
import { visitorCookie, visitorIdOf } from "#app/tracking/visitor-id.server.ts";
import { href, type Locale } from "#app/utils/href.ts";
import { addedToCartRecommendations, getConfig } from "#bff/index.server.ts";
import { isBusinessUser } from "#bff/rules/business-user.ts";

/*
 * The root route's loader: the frame every page shares (shopper, menus, notices, consent),
 * in a module of its own so that pages and hooks can name its data's type without
 * importing the document and everything it renders.
 */

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
  const added = flash.notifications.find((notice) => notice.message === "addToCart.added");
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
  const { mainMenu, topHeaderMenu, footerMenus, footer, sellingPoints, ...frame } =
    await linksInLanguage(ctx, shopper.frame);
  // Menus and footer go to the document's render only: the browser keeps their markup.
  keepStaticFrame(context, { mainMenu, topHeaderMenu, footerMenus, footer, sellingPoints });
  const headers = new Headers();
  // The flash cookie is the whole session rewritten, new session id included: it goes last.
  for (const cookie of [
    ...shopper.setCookies,
    flash.setCookie,
    newsletter.setCookie,
    currencyChoiceCookie(request),
    ...(await attributionCookies(request)),
    visitorCookie(request, { issue: !isSharedPageRequest(request) }),
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
