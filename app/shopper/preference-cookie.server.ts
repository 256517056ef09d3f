import {
  COOKIES,
  cookieName,
  type CookieSpec,
  type PlainCookieName,
} from "#app/shopper/cookie-registry.server.ts";
import { getConfig } from "#bff/index.server.ts";

/**
 * A visitor's remembered choice (age confirmed, cookie consent): a plain cookie of the
 * registry, nothing secret, readable by the server so the first HTML is already right.
 * HttpOnly all the same: the browser's scripts have no business with it.
 */
export function readPreference(request: Request, cookie: PlainCookieName): string | null {
  const name = cookieName(cookie);
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const [pairName, value] = pair.trim().split("=");
    if (pairName === name) return value ?? "";
  }
  return null;
}

/**
 * The Set-Cookie value remembering a choice (letters, digits, `.`, `-` and `_`, written as
 * it is) for as long as the registry keeps the cookie.
 */
export function preferenceCookie(cookie: PlainCookieName, value: string): string {
  const config = getConfig();
  const spec: CookieSpec = COOKIES[cookie];
  return [
    `${cookieName(cookie, config)}=${value}`,
    spec.maxAge === null ? null : `Max-Age=${spec.maxAge}`,
    "Path=/",
    spec.httpOnly ? "HttpOnly" : null,
    spec.sameSite === "lax" ? "SameSite=Lax" : "SameSite=Strict",
    config.NODE_ENV === "production" ? "Secure" : null,
  ]
    .filter((attribute) => attribute !== null)
    .join("; ");
}
