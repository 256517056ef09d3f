import { describe, expect, test } from "vitest";

import { parseConfig } from "#bff/config.ts";

import { storefrontHostsFor, storefrontLinks } from "./storefront-hosts.ts";

describe("the hosts whose CMS links become plain paths", () => {
  test("on one host every allowed origin is this shop's", () => {
    const config = parseConfig({ ALLOWED_ORIGINS: "https://shop.cz,https://www.shop.cz" });
    expect(storefrontHostsFor("sk", config)).toEqual(["localhost:3000", "shop.cz", "www.shop.cz"]);
  });

  test("the shop's own origin is this shop's", () => {
    const config = parseConfig({ SHOP_ORIGIN: "https://www.shop.cz" });
    expect(storefrontLinks("cs", config)("https://www.shop.cz/kosik")?.href).toBe("/kosik");
  });

  test("with a domain per language, another language's domain keeps its links whole", () => {
    const config = parseConfig({
      ALLOWED_ORIGINS: "https://shop.cz,https://shop.sk",
      LOCALE_DOMAINS: "cs:shop.cz,sk:shop.sk",
    });
    expect(storefrontHostsFor("cs", config)).toEqual(["shop.cz"]);
    expect(storefrontHostsFor("sk", config)).toEqual(["shop.sk"]);
    // German has no domain of its own: it lives under /de on the Czech one.
    expect(storefrontHostsFor("de", config)).toEqual(["shop.cz"]);

    const onCzechSite = storefrontLinks("cs", config);
    expect(onCzechSite("https://shop.cz/kosik")?.href).toBe("/kosik");
    expect(onCzechSite("https://shop.sk/kosik")?.href).toBe("https://shop.sk/kosik");
  });
});
