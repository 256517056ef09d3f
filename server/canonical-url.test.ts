import { describe, expect, test } from "vitest";

import { OPEN_REDIRECT_TAILS, staysOnShop } from "#app/testing/open-redirect-payloads.ts";

import { canonicalUrl } from "./canonical-url.js";

const canonical = (url: string) => canonicalUrl(url, { defaultLocale: "cs" });

describe("canonicalUrl (the spec's 301 rules)", () => {
  test("a canonical URL stays as it is", () => {
    expect(canonical("/")).toBeNull();
    expect(canonical("/produkt/vibrator-rabbit-duo?variant_id=10051")).toBeNull();
  });

  test("removes the default language's prefix", () => {
    expect(canonical("/cs/kosik")).toBe("/kosik");
    expect(canonical("/cs")).toBe("/");
    expect(canonical("/cs/")).toBe("/");
    expect(canonical("/csx/kosik")).toBeNull();
  });

  test("lower-cases the path and keeps the query as it is", () => {
    expect(canonical("/Produkt/Vibrator?Barva=Ruzova")).toBe("/produkt/vibrator?Barva=Ruzova");
  });

  test("lower-cases letters written as escapes too, keeping escapes as browsers write them", () => {
    expect(canonical("/PRODUKT/%C3%9ALOVY-GEL")).toBe("/produkt/%C3%BAlovy-gel");
    expect(canonical("/produkt/%C3%BAlovy-gel")).toBeNull();
    expect(canonical("/Hledat/%C5%BDlut%C3%BD")).toBe("/hledat/%C5%BElut%C3%BD");
  });

  test("strips fbclid and hrk, keeps other parameters", () => {
    expect(canonical("/kosik?fbclid=abc")).toBe("/kosik");
    expect(canonical("/kosik?hrk=1&utm_source=x&fbclid=2")).toBe("/kosik?utm_source=x");
  });

  test("removes a trailing slash", () => {
    expect(canonical("/kosik/")).toBe("/kosik");
    expect(canonical("/vse-o-nakupu/doprava//?a=1")).toBe("/vse-o-nakupu/doprava?a=1");
  });

  test("applies every rule in one redirect", () => {
    expect(canonical("/CS/Kosik/?fbclid=1&q=2")).toBe("/kosik?q=2");
  });

  test("never points to another host", () => {
    expect(canonical("//evil.example/")).toBe("/evil.example");
    expect(canonical("///evil.example")).toBe("/evil.example");
  });
});

describe("canonicalUrl against open-redirect payloads", () => {
  const requests = OPEN_REDIRECT_TAILS.flatMap((tail) => [
    tail,
    `/cs${tail}`,
    `/CS${tail}/`,
    `/cs${tail.toUpperCase()}?fbclid=1`,
    `${tail}/?hrk=2&q=1`,
  ]);

  test.each(requests)("%j answers a Location on the shop", (raw) => {
    const location = canonical(raw);
    expect(location === null || staysOnShop(location)).toBe(true);
  });

  test.each(requests)("%j is canonical after one redirect", (raw) => {
    const location = canonical(raw);
    expect(location === null ? null : canonical(location)).toBeNull();
  });

  test("the prefix strip that made //host now makes a path", () => {
    expect(canonical("/cs//evil.example")).toBe("/evil.example");
    expect(canonical("/cs///evil.example")).toBe("/evil.example");
    expect(canonical("/CS//evil.example/")).toBe("/evil.example");
    expect(canonical("/cs/\\evil.example")).toBe("/evil.example");
  });
});
