import type { Request } from "express";

/**
 * What the storefront tells an upstream about the shopper on every call, read from the
 * prefixed headers of docs/decisions/003-upstream-contract.md.
 */
export interface ShopContext {
  /** Upper-cased currency code, or undefined when the caller sent none. */
  currency: string | undefined;
  locale: string | undefined;
  userGroups: Array<string>;
  cartToken: string | undefined;
}

export function readShopContext(req: Request, headerPrefix: string): ShopContext {
  const header = (name: string): string | undefined => {
    const value = req.get(`${headerPrefix}${name}`)?.trim();
    return value ? value : undefined;
  };
  return {
    currency: header("currency")?.toUpperCase(),
    locale: header("locale")?.toLowerCase(),
    userGroups: (header("user-groups") ?? "")
      .split(",")
      .map((group) => group.trim())
      .filter(Boolean),
    cartToken: header("cart-token"),
  };
}
