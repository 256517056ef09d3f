import { describe, expect, test } from "vitest";

import {
  attributionCookies,
  orderUtm,
  storedCjevent,
  storedUtm,
  UtmSchema,
} from "#app/tracking/attribution.server.ts";

const CONSENTED = "shop_cookie_consent=all";
const THIRTY_DAYS = "Max-Age=2592000";

function request(search: string, cookies: Array<string> = []) {
  return new Request(`http://shop.test/${search}`, {
    headers: { cookie: cookies.join("; ") },
  });
}

/** The name=value part of a Set-Cookie value, as the browser sends it back. */
function sentBack(setCookie: string | undefined): string {
  return setCookie?.split(";")[0] ?? "";
}

async function landing(search: string, cookies: Array<string> = [CONSENTED]) {
  const set = await attributionCookies(request(search, cookies));
  return {
    utm: set.find((cookie) => cookie.startsWith("shop_utm=")),
    cjevent: set.find((cookie) => cookie.startsWith("shop_cjevent=")),
  };
}

describe("a stored campaign", () => {
  test("is believed only in the shape the shop writes", () => {
    expect(UtmSchema.safeParse({ utm_source: "newsletter" }).success).toBe(true);
    expect(UtmSchema.safeParse({ utm_source: " newsletter" }).success).toBe(false);
    expect(UtmSchema.safeParse({ utm_source: "x".repeat(201) }).success).toBe(false);
    expect(UtmSchema.safeParse({ utm_source: 1 }).success).toBe(false);
    expect(UtmSchema.safeParse("newsletter").success).toBe(false);
  });
});

describe("the utm cookie", () => {
  test("is kept only with marketing consent", async () => {
    const campaign = "?utm_source=newsletter&utm_campaign=jaro";
    expect((await landing(campaign, [])).utm).toBeUndefined();
    expect((await landing(campaign, ["shop_cookie_consent=necessary"])).utm).toBeUndefined();
    expect((await landing(campaign, ["shop_cookie_consent=analytics"])).utm).toBeUndefined();
    expect((await landing(campaign, ["shop_cookie_consent=marketing"])).utm).toBeDefined();
  });

  test("a landing with a campaign sets it for 30 days, HttpOnly and SameSite=Lax", async () => {
    const { utm } = await landing("?utm_source=newsletter&utm_medium=email&utm_campaign=jaro");
    expect(utm).toContain(THIRTY_DAYS);
    expect(utm).toMatch(/; Path=\/;.*HttpOnly/);
    expect(utm).toContain("SameSite=Lax");
    expect(await storedUtm(request("", [sentBack(utm)]))).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "jaro",
    });
  });

  test("a new campaign replaces the whole set; an address without one leaves it", async () => {
    const first = sentBack((await landing("?utm_source=newsletter&utm_campaign=jaro")).utm);
    const second = await landing("?utm_source=heureka", [CONSENTED, first]);
    expect(await storedUtm(request("", [sentBack(second.utm)]))).toEqual({
      utm_source: "heureka",
    });
    expect((await landing("?page=2", [CONSENTED, first])).utm).toBeUndefined();
  });

  test("bounded values: trimmed, control characters and overlong values left out", async () => {
    const { utm } = await landing(
      `?utm_source=%20web%20&utm_medium=e%00mail&utm_term=${"x".repeat(201)}`,
    );
    expect(await storedUtm(request("", [sentBack(utm)]))).toEqual({ utm_source: "web" });
  });

  test("a cookie the shop did not sign is no campaign", async () => {
    const forged = `shop_utm=${btoa(JSON.stringify({ utm_source: "forged" }))}`;
    expect(await storedUtm(request("", [forged]))).toEqual({});
    expect(await storedUtm(request(""))).toEqual({});
  });

  test("the order's campaign: the order form's own address wins, else the stored one", async () => {
    const stored = sentBack((await landing("?utm_source=newsletter")).utm);
    expect(await orderUtm(request("kosik/dodaci-udaje", [stored]))).toEqual({
      utm_source: "newsletter",
    });
    expect(await orderUtm(request("kosik/dodaci-udaje?utm_source=heureka", [stored]))).toEqual({
      utm_source: "heureka",
    });
    expect(await orderUtm(request("kosik/dodaci-udaje"))).toEqual({});
  });
});

describe("the cjevent cookie", () => {
  test("with marketing consent a new value is kept 30 days at the root, Secure", async () => {
    const { cjevent } = await landing("?cjevent=abc123", [CONSENTED]);
    expect(cjevent).toMatch(/^shop_cjevent=abc123; /);
    expect(cjevent).toContain(THIRTY_DAYS);
    expect(cjevent).toContain("Path=/");
    expect(cjevent).toMatch(/; Secure$/);
    expect(storedCjevent(request("", [sentBack(cjevent)]))).toBe("abc123");
  });

  test("without marketing consent nothing is kept", async () => {
    expect((await landing("?cjevent=abc123", [])).cjevent).toBeUndefined();
    expect(
      (await landing("?cjevent=abc123", ["shop_cookie_consent=necessary"])).cjevent,
    ).toBeUndefined();
    expect(
      (await landing("?cjevent=abc123", ["shop_cookie_consent=analytics"])).cjevent,
    ).toBeUndefined();
    expect(
      (await landing("?cjevent=abc123", ["shop_cookie_consent=marketing"])).cjevent,
    ).toBeDefined();
  });

  test("only a new or changed value is written again", async () => {
    const kept = "shop_cjevent=abc123";
    expect((await landing("?cjevent=abc123", [CONSENTED, kept])).cjevent).toBeUndefined();
    expect((await landing("?cjevent=def456", [CONSENTED, kept])).cjevent).toMatch(
      /^shop_cjevent=def456;/,
    );
    expect((await landing("?utm_source=x", [CONSENTED, kept])).cjevent).toBeUndefined();
  });

  test("a value that is not a click id is neither kept nor read", async () => {
    expect((await landing("?cjevent=a%3Bb", [CONSENTED])).cjevent).toBeUndefined();
    expect(storedCjevent(request("", ["shop_cjevent=a%20b"]))).toBeNull();
  });
});
