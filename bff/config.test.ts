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
    expect(parseConfig({ NODE_ENV: "production", SESSION_SECRET: secret }).SESSION_SECRET).toBe(
      secret,
    );
  });

  test("allowed origins are a comma list of URLs", () => {
    expect(
      parseConfig({ ALLOWED_ORIGINS: "https://shop.example, https://www.shop.example" })
        .ALLOWED_ORIGINS,
    ).toEqual(["https://shop.example", "https://www.shop.example"]);
    expect(() => parseConfig({ ALLOWED_ORIGINS: "shop" })).toThrowError(/ALLOWED_ORIGINS/);
  });
});
