import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { describe, expect, test } from "vitest";

import { COOKIES, cookieOptions, registryCookie } from "#app/shopper/cookie-registry.server.ts";
import { parseConfig } from "#bff/config.ts";

const SECONDS: Record<string, number> = { minute: 60, hour: 3600, day: 86_400, year: 31_536_000 };

type DescribedCookie = { name: string; maxAge: number | null; signed: boolean };

/** The lifetime a parenthesis states: seconds, null until the browser closes, else undefined. */
function lifetimeIn(text: string): number | null | undefined {
  const stated = [...text.matchAll(/\b(\d+) (minute|hour|day|year)s?\b|until the browser closes/g)];
  if (stated.length === 0) return undefined;
  expect(stated, `one lifetime in "(${text})"`).toHaveLength(1);
  const [, amount, unit] = stated[0] ?? [];
  if (unit === undefined) return null;
  return Number(amount) * (SECONDS[unit] ?? Number.NaN);
}

/**
 * The cookies README.md's cookie paragraph describes, read as its prose is written: each
 * `shop_…` name takes the lifetime of the next parenthesis that states one ("1 day", "(1 year
 * each)" after a list, "until the browser closes") and is signed when the first parenthesis
 * after it says "signed".
 */
function readmeCookies(prefix: string): { paragraph: string; cookies: Array<DescribedCookie> } {
  const readme = readFileSync(resolve("README.md"), "utf8");
  const paragraph = /^Cookies\b[\s\S]*?(?=\n\n)/m.exec(readme)?.[0].replace(/\s+/g, " ") ?? "";
  const cookies: Array<DescribedCookie> = [];
  let pending: Array<{ name: string; signed: boolean | null }> = [];
  for (const [, code, parenthesis] of paragraph.matchAll(/`([^`]*)`|\(([^()]*)\)/g)) {
    if (code?.startsWith(prefix)) pending.push({ name: code.slice(prefix.length), signed: null });
    if (parenthesis === undefined) continue;
    for (const cookie of pending) cookie.signed ??= /\bsigned\b/.test(parenthesis);
    const maxAge = lifetimeIn(parenthesis);
    if (maxAge === undefined) continue;
    cookies.push(...pending.map(({ name, signed }) => ({ name, maxAge, signed: signed ?? false })));
    pending = [];
  }
  expect(
    pending.map(({ name }) => name),
    "cookies the README gives no lifetime",
  ).toEqual([]);
  return { paragraph, cookies };
}

function byName(a: DescribedCookie, b: DescribedCookie): number {
  return a.name.localeCompare(b.name);
}

describe("the cookie registry", () => {
  test("README.md names exactly the registry's cookies, with their lifetimes and signing", () => {
    const { paragraph, cookies } = readmeCookies(parseConfig({}).COOKIE_PREFIX);
    const registered = Object.entries(COOKIES).map(([name, spec]) => ({
      name,
      maxAge: spec.maxAge,
      signed: spec.signed,
    }));
    expect(cookies.sort(byName)).toEqual(registered.sort(byName));

    expect(paragraph).toContain("all HttpOnly, SameSite=Lax and Secure in production");
    for (const spec of Object.values(COOKIES)) {
      expect(spec).toMatchObject({ httpOnly: true, sameSite: "lax" });
    }
  });

  test("only what a shopper may choose freely is a plain, unsigned cookie", () => {
    const signedPlain = Object.entries(COOKIES)
      .filter(([, spec]) => spec.format === "plain" && spec.signed)
      .map(([name]) => name);
    expect(signedPlain).toEqual([]);
    expect(COOKIES.user_variant.signed).toBe(true);
    expect(COOKIES.user_groups.signed).toBe(true);
    expect(COOKIES.session.signed).toBe(true);
  });

  test("Remix's cookies carry the prefix, the lifetime, the flags and the secret of signed ones", async () => {
    const secret = "s".repeat(32);
    const production = parseConfig({
      NODE_ENV: "production",
      SESSION_SECRET: secret,
      SHOP_ORIGIN: "shop.cz",
      COOKIE_PREFIX: "eshop_",
    });
    expect(cookieOptions("cart_token", production)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      path: "/",
      maxAge: 86_400,
    });
    expect(cookieOptions("order_key", production)).toMatchObject({ secrets: [secret] });
    expect(cookieOptions("session", production)).not.toHaveProperty("maxAge");
    expect(cookieOptions("cart_token", parseConfig({})).secure).toBe(false);

    const cookie = registryCookie("user_groups", production);
    expect(cookie.name).toBe("eshop_user_groups");
    expect(cookie.isSigned).toBe(true);
    expect(await cookie.serialize(["b2b"])).toMatch(
      /^eshop_user_groups=[^;]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
