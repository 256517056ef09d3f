import { registryCookie } from "#app/shopper/cookie-registry.server.ts";

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The one-time key of the delivery-details form, kept on the shopper's side between the
 * page and its submission. A cookie of its own rather than a key in the session cookie:
 * the root loader rewrites the whole session for flash messages in the same response, and
 * two writers of one cookie lose one write (docs/decisions/015).
 */
const orderKeyCookie = registryCookie("order_key");

/** A key as this module issues them (a random UUID), so a forged value never reaches the BFF. */
export function isOrderKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value);
}

/**
 * The details form's key: the one this browser already holds, so a reload or a second tab
 * still sends it and orders once; a new one when it holds none or when `isUsed` says its
 * order was placed (the next checkout must not answer with the previous order). The
 * Set-Cookie value is null when nothing changed.
 */
export async function orderKeyFor(
  request: Request,
  isUsed: (key: string) => Promise<boolean>,
): Promise<{ key: string; setCookie: string | null }> {
  const held: unknown = await orderKeyCookie.parse(request.headers.get("cookie"));
  if (isOrderKey(held) && !(await isUsed(held))) return { key: held, setCookie: null };
  const key = crypto.randomUUID();
  return { key, setCookie: await orderKeyCookie.serialize(key) };
}

/** Forgets the key after its order was placed; answers the Set-Cookie value. */
export function forgetOrderKey(): Promise<string> {
  return orderKeyCookie.serialize("", { maxAge: 0 });
}
