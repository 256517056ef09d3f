import { getSiteSettings } from "#bff/cms/content.ts";
import { bundledMenu } from "#bff/cms/fallback-menus.ts";
import { MENU_CODES, getMenu } from "#bff/cms/menus.ts";
import type { SiteSettings } from "#bff/cms/schemas-content.ts";
import type { Menu, MenuItem } from "#bff/cms/schemas.ts";
import { getConfig } from "#bff/config.ts";
import type { Locale, RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { upstreamDown } from "#bff/http/platform.ts";
import { optional } from "#bff/optional.ts";
import type { ResolvedLink } from "#bff/rules/cms-link.ts";
import { currencyFromConfiguration, homeLocaleOf } from "#bff/rules/currency-fallback.ts";
import { sellingPoints, type SellingPoint } from "#bff/rules/selling-points.ts";
import { getCart } from "#bff/store/cart.ts";
import { getCurrency } from "#bff/store/currencies.ts";
import type { Currency } from "#bff/store/schemas.ts";

import { responsiveImage, type ResponsiveImage } from "./product-card.ts";
import { linksOnHosts, storefrontHostsFor, type StorefrontLinks } from "./storefront-hosts.ts";

export type FrameMenuItem = {
  id: string | number;
  title: string;
  link: ResolvedLink | null;
  children: Array<FrameMenuItem>;
};

export type FrameMenu = { code: string; items: Array<FrameMenuItem> };

/** CMS links as the frame resolves them, and the storefront hosts that decide them. */
type FrameLinks = { resolve: StorefrontLinks; hosts: string };

function frameLinks(locale: Locale): FrameLinks {
  const hosts = storefrontHostsFor(locale);
  return { resolve: linksOnHosts(hosts), hosts: hosts.join(" ") };
}

/**
 * Menus already converted, per menu as the data cache holds it (the same object on every
 * hit) and per set of storefront hosts. Resolving every entry's link cost each page about
 * 0.2 ms under load, for menus that change a few times a day; a menu read afresh is a new
 * object, converted once again.
 */
const convertedMenus = new WeakMap<Array<MenuItem>, Map<string, Array<FrameMenuItem>>>();

/** Menu entries with their links resolved by the CMS link rules (hostile ones dropped). */
function toFrameItems(items: Array<MenuItem>, links: FrameLinks): Array<FrameMenuItem> {
  let byHosts = convertedMenus.get(items);
  if (!byHosts) {
    byHosts = new Map();
    convertedMenus.set(items, byHosts);
  }
  let converted = byHosts.get(links.hosts);
  if (!converted) {
    const convert = (item: MenuItem): FrameMenuItem => ({
      id: item.id,
      title: item.title,
      link: links.resolve(item.path),
      children: (item.children ?? []).map(convert),
    });
    converted = items.map(convert);
    byHosts.set(links.hosts, converted);
  }
  return converted;
}

export type TopBanner = { id: string; text: string; link: ResolvedLink | null };

export type FrameFooter = {
  badges: Array<{ title: string; link: ResolvedLink | null; image: ResponsiveImage | null }>;
  contact: { phone: string; email: string; openingHours: string };
  socialLinks: Array<{ title: string; link: ResolvedLink | null }>;
  copyright: string;
};

export type SiteFrame = {
  mainMenu: Array<FrameMenuItem>;
  topHeaderMenu: Array<FrameMenuItem>;
  footerMenus: Array<FrameMenu>;
  currency: Currency;
  /** The cookie bar the CMS switched on, or null. */
  cookieBar: { position: "top" | "bottom"; text: string } | null;
  /** The top banner switched on for this domain, or null. */
  topBanner: TopBanner | null;
  /**
   * The welcome campaign's coupon value and minimum order (in the shopper's currency, null
   * without one) when the CMS runs the campaign, else null.
   */
  welcomeCampaign: { couponValue: string; minimumOrder: number | null } | null;
  /** The CMS footer document (badges, contact, social links), or null without one. */
  footer: FrameFooter | null;
  /** The site's selling points (the CMS settings' unique_selling_points), shown in the footer. */
  sellingPoints: Array<SellingPoint>;
  /** null when the store could not tell; the header then shows the cart without a count. */
  cart: { itemCount: number; tokenExpired: boolean } | null;
  /**
   * Which upstream is down for this page (docs/decisions/048): the store, when its currency
   * list could not be had at all, not even a cached or last-known copy (prices are then
   * marked unavailable and nothing can be added to the cart); the CMS, when the main menu
   * could not be read or its breaker is open (a page that cannot render without it answers
   * the maintenance page).
   */
  outage: { store: boolean; cms: boolean };
};

/**
 * A menu the frame can live without. When the CMS fails and no cached or last-known copy
 * stands in (a new instance during an outage), the menu bundled with the build does; a menu
 * the CMS says does not exist stays away. `failed` tells the frame the CMS did not answer.
 */
async function frameMenu(
  ctx: RequestContext,
  code: string,
): Promise<{ menu: Menu | null; failed: boolean }> {
  let failed = false;
  const read = getMenu({ ctx, code }).catch((error: unknown) => {
    failed = isBffError(error) && error.kind === "upstream";
    throw error;
  });
  const menu = await optional(read, { ctx, what: "menu", code });
  return { menu: menu ?? (failed ? bundledMenu(ctx.locale, code) : null), failed };
}

/**
 * A footer menu by its code, as the frame holds it, for a text page that shows it beside
 * itself (`custom_menu_code`); null for a code that names no footer menu. The frame reads
 * the same menus for every page, so this is a cache hit.
 */
export async function footerMenu(ctx: RequestContext, code: string): Promise<FrameMenu | null> {
  if (!(MENU_CODES.footer as ReadonlyArray<string>).includes(code)) return null;
  const { menu } = await frameMenu(ctx, code);
  return menu ? { code: menu.code, items: toFrameItems(menu.items, frameLinks(ctx.locale)) } : null;
}

/**
 * The shopper's currency record; when the store's list cannot be had (nor a cached or
 * last-known copy), one built from the configured code by Intl, so prices still read right.
 */
async function frameCurrency(
  ctx: RequestContext,
): Promise<{ currency: Currency; fromStore: boolean }> {
  const currency = await optional(getCurrency({ ctx }), { ctx, what: "currency" });
  if (currency) return { currency, fromStore: true };
  const home = homeLocaleOf(ctx.currency, getConfig().LOCALE_CURRENCIES, ctx.locale);
  return { currency: currencyFromConfiguration(ctx.currency, home), fromStore: false };
}

/** The cart's count for the header; null (a cart without a count) when the store fails. */
async function optionalCartSummary(ctx: RequestContext): Promise<SiteFrame["cart"]> {
  const lookup = await optional(getCart({ ctx }), { ctx, what: "cart summary" });
  if (!lookup) return null;
  const itemCount = (lookup.cart?.items ?? []).reduce((sum, item) => sum + item.amount, 0);
  return { itemCount, tokenExpired: lookup.tokenExpired };
}

/**
 * The top banner shows when the global switch and the banner itself are on and both
 * enable the shopper's domain (cz, sk, ...).
 */
export function topBannerFor(
  settings: SiteSettings,
  { domainCode, cmsLink }: { domainCode: string; cmsLink: StorefrontLinks },
): TopBanner | null {
  const global = settings.global_settings.topBanner;
  const banner = settings.top_banner;
  if (!banner || !global.enabled || !banner.enabled || !banner.text.trim()) return null;
  if (!global.domain_enabled.includes(domainCode)) return null;
  if (!banner.domain_enabled.includes(domainCode)) return null;
  return { id: banner._id, text: banner.text, link: cmsLink(banner.link) };
}

/** A CMS amount given as text ("500", "19.90"); null for none, zero or what is no number. */
function positiveAmount(text: string | null | undefined): number | null {
  const amount = Number(text?.trim().replace(",", ".") || Number.NaN);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/**
 * The campaign runs when the CMS flag is the string "1", as the spec compares it, and
 * there is a coupon value to offer.
 */
export function welcomeCampaignOf(settings: SiteSettings): SiteFrame["welcomeCampaign"] {
  const integrations = settings.global_settings.integrations;
  const couponValue = integrations.welcome_campaign_coupon_value?.trim();
  if (integrations.welcome_campaign !== "1" || !couponValue) return null;
  return { couponValue, minimumOrder: positiveAmount(integrations.welcome_campaign_limit) };
}

const BADGE_IMAGE = { width: 96, height: 48 };

function footerOf(settings: SiteSettings, cmsLink: StorefrontLinks): FrameFooter | null {
  const footer = settings.footer;
  if (!footer) return null;
  return {
    badges: footer.badges.map((badge) => ({
      title: badge.title,
      link: cmsLink(badge.url),
      image: badge.image
        ? responsiveImage(badge.image.path, badge.image.alt ?? badge.title, BADGE_IMAGE)
        : null,
    })),
    contact: {
      phone: footer.contact.phone,
      email: footer.contact.email,
      openingHours: footer.contact.opening_hours,
    },
    socialLinks: footer.social_links.map((social) => ({
      title: social.title,
      link: cmsLink(social.url),
    })),
    copyright: footer.copyright,
  };
}

function cookieBarOf(settings: SiteSettings): SiteFrame["cookieBar"] {
  const bar = settings.global_settings.integrations.cookie_bar;
  return bar.enabled ? { position: bar.position, text: bar.text } : null;
}

/**
 * What surrounds every page: menus, settings (cookie bar, top banner, welcome campaign,
 * footer), the currency entity, the cart count and which upstream is down. Dependency
 * depth 1: all calls start at once. Neither upstream is required: a new instance started
 * during an outage draws the frame from what it has (decision 048).
 */
export async function siteFrame({ ctx }: { ctx: RequestContext }): Promise<SiteFrame> {
  const [main, topHeader, footers, currency, cart, settings] = await Promise.all([
    frameMenu(ctx, MENU_CODES.main),
    frameMenu(ctx, MENU_CODES.topHeader),
    Promise.all(MENU_CODES.footer.map((code) => frameMenu(ctx, code))),
    frameCurrency(ctx),
    optionalCartSummary(ctx),
    // Without the settings the page simply has no cookie bar, banner or campaign.
    optional(getSiteSettings({ ctx }), { ctx, what: "site settings" }),
  ]);
  const links = frameLinks(ctx.locale);
  const cmsLink = links.resolve;
  return {
    mainMenu: toFrameItems(main.menu?.items ?? [], links),
    topHeaderMenu: toFrameItems(topHeader.menu?.items ?? [], links),
    footerMenus: footers
      .map(({ menu }) => menu)
      .filter((menu) => menu !== null)
      .map((menu) => ({ code: menu.code, items: toFrameItems(menu.items, links) })),
    currency: currency.currency,
    cart,
    outage: {
      // Not the store's breaker: a warm instance keeps selling from its copies, and its
      // shoppers learn of a failed add by the add's own message (decision 048).
      store: !currency.fromStore,
      cms: main.failed || upstreamDown("cms"),
    },
    cookieBar: settings ? cookieBarOf(settings) : null,
    topBanner: settings ? topBannerFor(settings, { domainCode: ctx.domainCode, cmsLink }) : null,
    welcomeCampaign: settings ? welcomeCampaignOf(settings) : null,
    footer: settings ? footerOf(settings, cmsLink) : null,
    sellingPoints: settings ? sellingPoints(settings.unique_selling_points, cmsLink) : [],
  };
}
