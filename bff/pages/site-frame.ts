import { getSiteSettings } from "#bff/cms/content.ts";
import { MENU_CODES, getMenu } from "#bff/cms/menus.ts";
import type { SiteSettings } from "#bff/cms/schemas-content.ts";
import type { Menu, MenuItem } from "#bff/cms/schemas.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import type { ResolvedLink } from "#bff/rules/cms-link.ts";
import { getCart } from "#bff/store/cart.ts";
import { getCurrency } from "#bff/store/currencies.ts";
import type { Currency } from "#bff/store/schemas.ts";

import { responsiveImage, type ResponsiveImage } from "./product-card.ts";
import { storefrontLinks, type StorefrontLinks } from "./storefront-hosts.ts";

export type FrameMenuItem = {
  id: string | number;
  title: string;
  link: ResolvedLink | null;
  children: Array<FrameMenuItem>;
};

export type FrameMenu = { code: string; items: Array<FrameMenuItem> };

/** Menu entries with their links resolved by the CMS link rules (hostile ones dropped). */
function toFrameItems(items: Array<MenuItem>, cmsLink: StorefrontLinks): Array<FrameMenuItem> {
  const convert = (item: MenuItem): FrameMenuItem => ({
    id: item.id,
    title: item.title,
    link: cmsLink(item.path),
    children: (item.children ?? []).map(convert),
  });
  return items.map(convert);
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
  /** The welcome campaign's coupon value when the CMS runs the campaign, else null. */
  welcomeCampaign: { couponValue: string } | null;
  /** The CMS footer document (badges, contact, social links), or null without one. */
  footer: FrameFooter | null;
  /** null when the store could not tell; the header then shows the cart without a count. */
  cart: { itemCount: number; tokenExpired: boolean } | null;
};

/** A menu the frame can live without: on failure the page still renders and sells. */
function optionalMenu(ctx: RequestContext, code: string): Promise<Menu | null> {
  return optional(getMenu({ ctx, code }), { ctx, what: "menu", code });
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

/**
 * The campaign runs when the CMS flag is the string "1", as the spec compares it, and
 * there is a coupon value to offer.
 */
export function welcomeCampaignOf(settings: SiteSettings): SiteFrame["welcomeCampaign"] {
  const integrations = settings.global_settings.integrations;
  const couponValue = integrations.welcome_campaign_coupon_value?.trim();
  if (integrations.welcome_campaign !== "1" || !couponValue) return null;
  return { couponValue };
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
 * footer), the currency entity and the cart count. Dependency depth 1: all calls start
 * at once.
 */
export async function siteFrame({ ctx }: { ctx: RequestContext }): Promise<SiteFrame> {
  const [mainMenu, topHeaderMenu, footerMenus, currency, cart, settings] = await Promise.all([
    optionalMenu(ctx, MENU_CODES.main),
    optionalMenu(ctx, MENU_CODES.topHeader),
    Promise.all(MENU_CODES.footer.map((code) => optionalMenu(ctx, code))),
    getCurrency({ ctx }),
    optionalCartSummary(ctx),
    // Without the settings the page simply has no cookie bar, banner or campaign.
    optional(getSiteSettings({ ctx }), { ctx, what: "site settings" }),
  ]);
  const cmsLink = storefrontLinks(ctx.locale);
  return {
    mainMenu: toFrameItems(mainMenu?.items ?? [], cmsLink),
    topHeaderMenu: toFrameItems(topHeaderMenu?.items ?? [], cmsLink),
    footerMenus: footerMenus
      .filter((menu) => menu !== null)
      .map((menu) => ({ code: menu.code, items: toFrameItems(menu.items, cmsLink) })),
    currency,
    cart,
    cookieBar: settings ? cookieBarOf(settings) : null,
    topBanner: settings ? topBannerFor(settings, { domainCode: ctx.domainCode, cmsLink }) : null,
    welcomeCampaign: settings ? welcomeCampaignOf(settings) : null,
    footer: settings ? footerOf(settings, cmsLink) : null,
  };
}
