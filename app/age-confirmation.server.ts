import { getConfig } from "#bff/config.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;

function cookieName(): string {
  return `${getConfig().COOKIE_PREFIX}age_confirmed`;
}

/** Whether the visitor has confirmed being 18 or older (a plain flag, nothing secret). */
export function isAgeConfirmed(request: Request): boolean {
  const name = cookieName();
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .some((pair) => pair.trim() === `${name}=1`);
}

/** The Set-Cookie value remembering the confirmation for a year. */
export function ageConfirmedCookie(): string {
  const secure = getConfig().NODE_ENV === "production" ? "; Secure" : "";
  return `${cookieName()}=1; Max-Age=${ONE_YEAR}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}
