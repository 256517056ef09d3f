import { getConfig } from "#bff/config.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * A visitor's remembered choice (age confirmed, cookie consent): a plain value, nothing
 * secret, readable by the server so the first HTML is already right. HttpOnly all the same:
 * the browser's scripts have no business with it.
 */
export function readPreference(request: Request, key: string): string | null {
  const name = `${getConfig().COOKIE_PREFIX}${key}`;
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const [cookieName, value] = pair.trim().split("=");
    if (cookieName === name) return value ?? "";
  }
  return null;
}

/** The Set-Cookie value remembering a choice for a year. */
export function preferenceCookie(key: string, value: string): string {
  const config = getConfig();
  const secure = config.NODE_ENV === "production" ? "; Secure" : "";
  return `${config.COOKIE_PREFIX}${key}=${value}; Max-Age=${ONE_YEAR}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}
