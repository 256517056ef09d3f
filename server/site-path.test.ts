import { describe, expect, test } from "vitest";

import { FOREIGN_TARGETS, staysOnShop } from "#app/testing/open-redirect-payloads.ts";

import { sitePath } from "./site-path.js";

describe("sitePath", () => {
  test.each([
    ["/", "/"],
    ["/kosik?krok=2", "/kosik?krok=2"],
    ["/produkt/gel?variant_id=1011#recenze", "/produkt/gel?variant_id=1011#recenze"],
    ["/sk/kosik", "/sk/kosik"],
    ["/znacky/l%C3%A1ska", "/znacky/l%C3%A1ska"],
  ])("keeps a path of the shop %j as it is", (target, path) => {
    expect(sitePath(target)).toBe(path);
  });

  test.each([
    ["//evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["\\\\evil.example/x", "/evil.example/x"],
    ["/a/..//evil.example", "/evil.example"],
    ["/kosik/..//evil.example", "/evil.example"],
    ["/%2e%2e//evil.example", "/evil.example"],
    ["/\t/evil.example", "/evil.example"],
    ["/sk//evil.example", "/sk/evil.example"],
  ])("collapses %j into a path here", (target, path) => {
    expect(sitePath(target)).toBe(path);
  });

  test("encodes what a header cannot carry, so a Location never throws", () => {
    expect(sitePath("/ž")).toBe("/%C5%BE");
    expect(sitePath("/hledat?q=čištění")).toBe("/hledat?q=%C4%8Di%C5%A1t%C4%9Bn%C3%AD");
    expect(sitePath("/a\r\nSet-Cookie: x=1")).toBe("/aSet-Cookie:%20x=1");
    expect(() => new Headers({ Location: sitePath("/ž?q=ř#ů") ?? "" })).not.toThrow();
  });

  test.each([
    "javascript:alert(1)",
    "https://evil.example/",
    "https:evil.example",
    "data:text/html,x",
    "kosik",
    " //evil.example",
    "",
  ])("refuses %j: a scheme, a host or no leading slash", (target) => {
    expect(sitePath(target)).toBeNull();
  });

  test("refuses what is not a string", () => {
    expect(sitePath(null)).toBeNull();
    expect(sitePath(42)).toBeNull();
  });

  test.each(FOREIGN_TARGETS)("%j never leads off the shop", (target) => {
    const path = sitePath(target);
    expect(path === null || staysOnShop(path)).toBe(true);
  });

  test.each(FOREIGN_TARGETS)("%j is a fixed point once made a path", (target) => {
    const path = sitePath(target);
    expect(path === null ? null : sitePath(path)).toBe(path);
  });
});
