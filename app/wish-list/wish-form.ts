/**
 * The wish-list toggle's form, shared by every product box, the product page and the action
 * that answers it. Zod-free, since every page with a product box loads it in the browser.
 */
export const WISH_INTENT = "wish";

/** The query parameter that carries a guest's wish through the login page. */
export const WISH_AFTER_LOGIN_PARAM = "oblibene";

/** The anchor of a product box, so a page reloaded without JavaScript returns to it. */
export function productBoxAnchor(productId: number): string {
  return `produkt-${productId}`;
}

/** The answer of an enhanced toggle (the page without JavaScript gets a redirect instead). */
export type WishAnswer =
  | { kind: "done"; wished: boolean }
  /** A guest: the login page that completes the wish afterwards. */
  | { kind: "login"; loginHref: string }
  | { kind: "failed" };

/** Whether the heart shows as wished: the state a toggle on its way asks for, else the list's. */
export function shownWished(stored: boolean, pending: FormData | undefined): boolean {
  const asked = pending?.get("wished");
  return asked === undefined || asked === null ? stored : asked === "1";
}
