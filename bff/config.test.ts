import { describe, expect, test } from "vitest";

import { parseConfig } from "./config.ts";

describe("parseConfig", () => {
  test("defaults point at the local sandbox", () => {
    const config = parseConfig({});
    expect(config.CMS_URL).toBe("http://127.0.0.1:4001");
    expect(config.STORE_URL).toBe("http://127.0.0.1:4002");
    expect(config.IMAGE_CDN_URL).toBe(config.CMS_URL);
    expect(config.LOCALE_CURRENCIES).toEqual({ cs: "CZK", sk: "EUR", de: "EUR" });
    expect(config.LOCALE_DOMAIN_CODES).toEqual({ cs: "cz", sk: "sk", de: "de" });
    expect(config.LOCALE_DOMAINS).toEqual({});
    expect(config.DEFAULT_LOCALE).toBe("cs");
    expect(config.UPSTREAM_HEADER_PREFIX).toBe("x-shop-");
  });

  test("lists every invalid variable in one error", () => {
    expect(() =>
      parseConfig({ CMS_URL: "not a url", UPSTREAM_TIMEOUT_MS: "-5", LOCALE_CURRENCIES: "cs:czk" }),
    ).toThrowError(/CMS_URL[\s\S]*UPSTREAM_TIMEOUT_MS[\s\S]*LOCALE_CURRENCIES/);
  });

  test("production needs a real session secret", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrowError(/SESSION_SECRET/);
    const secret = "a".repeat(32);
    expect(
      parseConfig({ NODE_ENV: "production", SESSION_SECRET: secret, SHOP_ORIGIN: "shop.cz" })
        .SESSION_SECRET,
    ).toBe(secret);
  });

  test("production needs the shop's origin, from SHOP_ORIGIN or the Czech language host", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "a".repeat(32) };
    expect(() => parseConfig(production)).toThrowError(/SHOP_ORIGIN: required in production/);
    expect(parseConfig({ ...production, SHOP_ORIGIN: "shop.cz" }).SHOP_ORIGIN).toBe(
      "https://shop.cz",
    );
    expect(
      parseConfig({ ...production, LOCALE_DOMAINS: "cs:shop.cz,sk:shop.sk" }).SHOP_ORIGIN,
    ).toBe("https://shop.cz");
  });

  test("allowed origins are a comma list of URLs", () => {
    expect(
      parseConfig({ ALLOWED_ORIGINS: "https://shop.example, https://www.shop.example" })
        .ALLOWED_ORIGINS,
    ).toEqual(["https://shop.example", "https://www.shop.example"]);
    expect(() => parseConfig({ ALLOWED_ORIGINS: "shop" })).toThrowError(/ALLOWED_ORIGINS/);
  });

  test("locale domains name a host or an origin per language, cs among them", () => {
    expect(
      parseConfig({ LOCALE_DOMAINS: "cs:Shop.cz, sk:shop.sk,de:http://de.localhost:3000" })
        .LOCALE_DOMAINS,
    ).toEqual({ cs: "https://shop.cz", sk: "https://shop.sk", de: "http://de.localhost:3000" });
    expect(parseConfig({ LOCALE_DOMAINS: "cs:shop.cz,sk:shop.sk" }).LOCALE_DOMAINS).toEqual({
      cs: "https://shop.cz",
      sk: "https://shop.sk",
    });
  });

  test.each([
    ["sk:shop.sk", /cs, the default language/],
    ["cs:shop.cz,pl:shop.pl", /pl:shop.pl/],
    ["cs:shop.cz,sk:shop.cz", /sk:shop.cz/],
    ["cs:shop.cz,cs:www.shop.cz", /cs:www.shop.cz/],
    ["cs:shop.cz/obchod", /cs:shop.cz\/obchod/],
    ["shop.cz=cs", /shop.cz=cs/],
  ])("refuses LOCALE_DOMAINS=%s", (value, message) => {
    expect(() => parseConfig({ LOCALE_DOMAINS: value })).toThrowError(message);
  });

  test("the shop's origin defaults to localhost on PORT and is a host or a bare origin", () => {
    expect(parseConfig({}).SHOP_ORIGIN).toBe("http://localhost:3000");
    expect(parseConfig({ PORT: "3100" }).SHOP_ORIGIN).toBe("http://localhost:3100");
    expect(parseConfig({ SHOP_ORIGIN: "Shop.cz" }).SHOP_ORIGIN).toBe("https://shop.cz");
    expect(parseConfig({ SHOP_ORIGIN: "http://127.0.0.1:3100/" }).SHOP_ORIGIN).toBe(
      "http://127.0.0.1:3100",
    );
  });

  test.each(["https://shop.cz/obchod", "https://shop.cz/?a=1", "https://user@shop.cz", ""])(
    "refuses SHOP_ORIGIN=%j",
    (value) => {
      expect(() => parseConfig({ SHOP_ORIGIN: value })).toThrowError(/SHOP_ORIGIN/);
    },
  );

  test("refuses a PORT that is no port", () => {
    expect(() => parseConfig({ PORT: "http" })).toThrowError(/PORT/);
  });
});
