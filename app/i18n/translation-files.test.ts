import { describe, expect, test } from "vitest";

import { moduleFileName, parseModuleFileName } from "#app/i18n/translation-files.ts";

describe("a translations module's file name", () => {
  test("states its groups in lower case and its language's version", () => {
    const name = moduleFileName(["ageNotice", "cart", "cookieSettings"], "0123456789abcdef");
    expect(name).toBe("age-notice+cart+cookie-settings.0123456789abcdef.js");
    expect(parseModuleFileName(name)).toEqual({
      groups: ["ageNotice", "cart", "cookieSettings"],
      version: "0123456789abcdef",
    });
  });

  test.each([
    "cart.js",
    "cart.0123456789ABCDEF.js",
    "cart.0123456789abcde.js",
    "../cart.0123456789abcdef.js",
    "Cart.0123456789abcdef.js",
    "cart+.0123456789abcdef.js",
    ".0123456789abcdef.js",
  ])("%s is not one", (name) => {
    expect(parseModuleFileName(name)).toBeNull();
  });
});
