import { describe, expect, test } from "vitest";

import {
  isSameSiteLocation,
  redirectTargetPayloads,
} from "#app/testing/redirect-target-payloads.ts";
import { ownPath, safeRedirect } from "#app/utils/safe-redirect.ts";
import { sitePath } from "#server/site-path.js";

const SHOP = "https://shop.test";
const PAYLOADS = redirectTargetPayloads(SHOP);

describe("the open-redirect corpus", () => {
  test("holds at least 30 payloads, none twice", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
  });

  test.each([
    ["/kosik", true],
    ["/", true],
    [`${SHOP}/kosik`, true],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["/\t/evil.example", false],
    ["https://shop.test.evil.example/", false],
    ["https://shop.test@evil.example/", false],
    ["javascript:alert(1)", false],
    ["kosik", false],
  ])("reads %j as same-site: %s", (location, expected) => {
    expect(isSameSiteLocation(location, SHOP)).toBe(expected);
  });
});

describe.each(PAYLOADS.map((payload) => [payload]))("payload %j", (payload) => {
  test("safeRedirect answers a path on the shop, and the fallback for anything off it", () => {
    const target = safeRedirect(payload, "/zpet");
    expect(isSameSiteLocation(target, SHOP)).toBe(true);
    // Off the shop as it is: refused, never repaired into some other path.
    expect(isSameSiteLocation(payload, SHOP) || target === "/zpet").toBe(true);
  });

  test("sitePath refuses it or builds a path on the shop", () => {
    const path = sitePath(payload);
    expect(path === null || isSameSiteLocation(path, SHOP)).toBe(true);
  });

  test("as the request's own query, back to the page stays on the shop", () => {
    const url = new URL(`${SHOP}/kosik`);
    url.searchParams.set("returnTo", payload);
    expect(isSameSiteLocation(ownPath(url), SHOP)).toBe(true);
  });
});
