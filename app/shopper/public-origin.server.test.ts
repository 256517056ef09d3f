import { afterEach, describe, expect, test } from "vitest";

import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";
import { parseConfig } from "#bff/config.ts";

const CONFIG = parseConfig({
  SHOP_ORIGIN: "https://shop.cz",
  ALLOWED_ORIGINS: "https://www.shop.cz,http://127.0.0.1:3100",
});
const DOMAINS = { cs: "https://shop.cz", sk: "https://shop.sk", de: "http://de.localhost:3000" };

const originOf = (url: string, headers: Record<string, string> = {}) =>
  publicOrigin(new Request(url, { headers }), CONFIG);

describe("publicOrigin on one host (prefix mode)", () => {
  test("SHOP_ORIGIN's host gets SHOP_ORIGIN, with its scheme rather than the request's", () => {
    expect(originOf("http://shop.cz/kosik")).toBe("https://shop.cz");
    expect(originOf("http://SHOP.cz/sk/kosik")).toBe("https://shop.cz");
  });

  test("an ALLOWED_ORIGINS host gets that origin", () => {
    expect(originOf("http://www.shop.cz/")).toBe("https://www.shop.cz");
    expect(originOf("http://127.0.0.1:3100/robots.txt")).toBe("http://127.0.0.1:3100");
  });

  test.each([
    ["a foreign host", "http://evil.example/zapomenute-heslo"],
    ["a known host name on another port", "http://shop.cz:8080/"],
    ["a loopback address nobody configured", "http://127.0.0.1:3000/"],
    ["localhost", "http://localhost/"],
    ["a host where the adapter found none", "http://undefined/"],
  ])("%s gets SHOP_ORIGIN", (_name, url) => {
    expect(originOf(url)).toBe("https://shop.cz");
  });

  test("X-Forwarded-Host in the request's headers changes nothing", () => {
    expect(originOf("http://evil.example/", { "X-Forwarded-Host": "shop.cz" })).toBe(
      "https://shop.cz",
    );
    expect(originOf("http://www.shop.cz/", { "X-Forwarded-Host": "evil.example" })).toBe(
      "https://www.shop.cz",
    );
  });

  test("the default SHOP_ORIGIN is localhost on PORT", () => {
    const local = parseConfig({ PORT: "3100" });
    expect(local.SHOP_ORIGIN).toBe("http://localhost:3100");
    expect(publicOrigin(new Request("http://localhost:3100/"), local)).toBe(
      "http://localhost:3100",
    );
    expect(publicOrigin(new Request("http://evil.example:3100/"), local)).toBe(
      "http://localhost:3100",
    );
  });
});

describe("publicOrigin with a host per language (domain mode)", () => {
  afterEach(() => setLocaleOrigins({}));

  test("a language's own host gets its LOCALE_DOMAINS origin", () => {
    setLocaleOrigins(DOMAINS);
    expect(originOf("http://shop.sk/kosik")).toBe("https://shop.sk");
    expect(originOf("http://de.localhost:3000/warenkorb")).toBe("http://de.localhost:3000");
    expect(originOf("http://shop.cz/")).toBe("https://shop.cz");
  });

  test("SHOP_ORIGIN and ALLOWED_ORIGINS hosts keep their own origins", () => {
    setLocaleOrigins({ cs: "https://obchod.cz", sk: "https://shop.sk" });
    expect(originOf("http://shop.cz/")).toBe("https://shop.cz");
    expect(originOf("http://www.shop.cz/")).toBe("https://www.shop.cz");
  });

  test("any other host gets cs's host, not SHOP_ORIGIN", () => {
    setLocaleOrigins({ cs: "https://obchod.cz", sk: "https://shop.sk" });
    expect(originOf("http://evil.example/sk/kosik")).toBe("https://obchod.cz");
    expect(originOf("http://shop.sk:8443/", { "X-Forwarded-Host": "shop.sk" })).toBe(
      "https://obchod.cz",
    );
  });
});
