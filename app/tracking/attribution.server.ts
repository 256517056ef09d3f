import * as z from "zod";

import { consentOf } from "#app/shopper/cookie-consent.server.ts";
import { registryCookie } from "#app/shopper/cookie-registry.server.ts";
import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";
import {
  cjeventToStore,
  cjeventValue,
  UTM_PARAMETERS,
  utmOfUrl,
  utmValue,
  type Utm,
} from "#app/tracking/attribution.ts";

const StoredUtmValueSchema = z
  .string()
  .refine((value) => utmValue(value) === value)
  .optional();

/** What a stored campaign must look like to be believed. */
export const UtmSchema = z.object({
  utm_campaign: StoredUtmValueSchema,
  utm_content: StoredUtmValueSchema,
  utm_medium: StoredUtmValueSchema,
  utm_source: StoredUtmValueSchema,
  utm_term: StoredUtmValueSchema,
});

/** Signed: the campaign goes into the order, so a shopper's script cannot forge one. */
const utmCookie = registryCookie("utm");

/** The campaign kept from an earlier landing; empty without one or with a forged cookie. */
export async function storedUtm(request: Request): Promise<Utm> {
  const stored: unknown = await utmCookie.parse(request.headers.get("cookie"));
  const parsed = UtmSchema.safeParse(stored);
  if (!parsed.success) return {};
  const utm: Utm = {};
  for (const name of UTM_PARAMETERS) {
    const value = parsed.data[name];
    if (value !== undefined) utm[name] = value;
  }
  return utm;
}

/** The affiliate click id kept from an earlier landing, or null. */
export function storedCjevent(request: Request): string | null {
  return cjeventValue(readPreference(request, "cjevent"));
}

/**
 * The Set-Cookie values a landing asks for (spec §9), only while the shopper allows
 * marketing (nothing non-essential before consent): its campaign replaces the stored one
 * (30 days), and a new affiliate click id is kept (30 days, Secure). Set by the root
 * loader, so a landing without JavaScript counts as well; a shopper who accepts on the
 * landing page comes back to the same address, which then keeps its campaign.
 */
export async function attributionCookies(request: Request): Promise<Array<string>> {
  const trackingOn = consentOf(request)?.marketing === true;
  if (!trackingOn) return [];
  const url = new URL(request.url);
  const cookies: Array<string> = [];
  const utm = utmOfUrl(url);
  if (utm) cookies.push(await utmCookie.serialize(utm));
  const cjevent = cjeventToStore({ url, stored: storedCjevent(request), trackingOn });
  if (cjevent) cookies.push(secure(preferenceCookie("cjevent", cjevent)));
  return cookies;
}

// The spec keeps the affiliate value secure only, in development too: browsers accept a
// Secure cookie from http://localhost.
function secure(setCookie: string): string {
  return /;\s*Secure\b/i.test(setCookie) ? setCookie : `${setCookie}; Secure`;
}

/**
 * The campaign an order carries: the order form's own address names it when it has one,
 * else the one kept since the landing.
 */
export async function orderUtm(request: Request): Promise<Utm> {
  return utmOfUrl(new URL(request.url)) ?? (await storedUtm(request));
}
