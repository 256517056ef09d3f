import { getSiteSettings } from "../cms/content.ts";
import { MENU_CODES, getMenu } from "../cms/menus.ts";
import type { Menu, MenuItem } from "../cms/schemas.ts";
import { getConfig } from "../config.ts";
import type { RequestContext } from "../context.ts";
import { log } from "../log.ts";
import { resolveCmsLink, type ResolvedLink } from "../rules/cms-link.ts";
import { getCart } from "../store/cart.ts";
import { getCurrency } from "../store/currencies.ts";
import type { Currency } from "../store/schemas.ts";

export type FrameMenuItem = {
  id: string | number;
  title: string;
  link: ResolvedLink | null;
  children: Array<FrameMenuItem>;
};

export type FrameMenu = { code: string; items: Array<FrameMenuItem> };

/** Menu entries with their links resolved by the CMS link rules (hostile ones dropped). */
function toFrameItems(items: Array<MenuItem>): Array<FrameMenuItem> {
  const storefrontHosts = getConfig().ALLOWED_ORIGINS.map((origin) => new URL(origin).host);
  const convert = (item: MenuItem): FrameMenuItem => ({
    id: item.id,
    title: item.title,
    link: resolveCmsLink(item.path, { storefrontHosts }),
    children: (item.children ?? []).map(convert),
  });
  return items.map(convert);
}

export type SiteFrame = {
  mainMenu: Array<FrameMenuItem>;
  footerMenus: Array<FrameMenu>;
  currency: Currency;
  /** The cookie bar the CMS switched on, or null. */
  cookieBar: { position: "top" | "bottom"; text: string } | null;
  /** null when the store could not tell; the header then shows the cart without a count. */
  cart: { itemCount: number; tokenExpired: boolean } | null;
};

/** A menu the frame can live without: on failure the page still renders and sells. */
async function optionalMenu(ctx: RequestContext, code: string): Promise<Menu | null> {
  try {
    return await getMenu({ ctx, code });
  } catch (error) {
    log.warn("menu unavailable", { code, requestId: ctx.requestId, error: String(error) });
    return null;
  }
}

/** The cookie bar from the CMS settings; without them the page simply has none. */
async function optionalCookieBar(ctx: RequestContext): Promise<SiteFrame["cookieBar"]> {
  try {
    const settings = await getSiteSettings({ ctx });
    const bar = settings.global_settings.integrations.cookie_bar;
    return bar.enabled ? { position: bar.position, text: bar.text } : null;
  } catch (error) {
    log.warn("site settings unavailable", { requestId: ctx.requestId, error: String(error) });
    return null;
  }
}

async function optionalCartSummary(ctx: RequestContext): Promise<SiteFrame["cart"]> {
  try {
    const { cart, tokenExpired } = await getCart({ ctx });
    const itemCount = (cart?.items ?? []).reduce((sum, item) => sum + item.amount, 0);
    return { itemCount, tokenExpired };
  } catch (error) {
    log.warn("cart summary unavailable", { requestId: ctx.requestId, error: String(error) });
    return null;
  }
}

/**
 * What surrounds every page: menus, the currency entity and the cart count.
 * Dependency depth 1: all calls start at once.
 */
export async function siteFrame({ ctx }: { ctx: RequestContext }): Promise<SiteFrame> {
  const [mainMenu, footerMenus, currency, cart, cookieBar] = await Promise.all([
    optionalMenu(ctx, MENU_CODES.main),
    Promise.all(MENU_CODES.footer.map((code) => optionalMenu(ctx, code))),
    getCurrency({ ctx }),
    optionalCartSummary(ctx),
    optionalCookieBar(ctx),
  ]);
  return {
    mainMenu: toFrameItems(mainMenu?.items ?? []),
    footerMenus: footerMenus
      .filter((menu) => menu !== null)
      .map((menu) => ({ code: menu.code, items: toFrameItems(menu.items) })),
    currency,
    cart,
    cookieBar,
  };
}
