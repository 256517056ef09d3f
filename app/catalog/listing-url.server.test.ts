import { describe, expect, it } from "vitest";

import { withoutEmptyFields } from "#app/catalog/listing-url.server.ts";
import { OPEN_REDIRECT_TAILS, staysOnShop } from "#app/testing/open-redirect-payloads.ts";

describe("withoutEmptyFields", () => {
  it("drops the blank price boxes a form without JavaScript sends", () => {
    expect(
      withoutEmptyFields(new URL("http://shop/vibratory?p1=1001&price_from=&price_to=&stock=1")),
    ).toBe("/vibratory?p1=1001&stock=1");
    expect(withoutEmptyFields(new URL("http://shop/vibratory?price_from=+"))).toBe("/vibratory");
  });

  it("leaves a URL without blank fields alone", () => {
    expect(withoutEmptyFields(new URL("http://shop/vibratory?p1=1001&sort=newest"))).toBeNull();
  });
});

describe("withoutEmptyFields against open-redirect payloads", () => {
  it.each(OPEN_REDIRECT_TAILS)("%s keeps the clean URL on the shop", (tail) => {
    const location = withoutEmptyFields(new URL(`https://shop.test${tail}?x=&q=1`));
    expect(location).not.toBeNull();
    expect(staysOnShop(location ?? "")).toBe(true);
  });
});
