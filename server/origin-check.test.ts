import { describe, expect, test } from "vitest";

import { isSameOriginRequest } from "./origin-check.js";

const base = { host: "shop.example", allowedOrigins: [] as Array<string>, fetchSite: undefined };

describe("isSameOriginRequest", () => {
  test("reads are always allowed", () => {
    expect(isSameOriginRequest({ ...base, method: "GET", origin: "https://evil.example" })).toBe(
      true,
    );
  });

  test("a POST from this site is allowed", () => {
    expect(isSameOriginRequest({ ...base, method: "POST", origin: "https://shop.example" })).toBe(
      true,
    );
  });

  test("a POST from a foreign origin is refused", () => {
    expect(isSameOriginRequest({ ...base, method: "POST", origin: "https://evil.example" })).toBe(
      false,
    );
    expect(isSameOriginRequest({ ...base, method: "POST", origin: "null" })).toBe(false);
    expect(
      isSameOriginRequest({ ...base, method: "POST", origin: "https://shop.example.evil.example" }),
    ).toBe(false);
  });

  test("configured origins (a proxy's public host) are allowed", () => {
    expect(
      isSameOriginRequest({
        ...base,
        method: "POST",
        origin: "https://www.shop.example",
        allowedOrigins: ["https://www.shop.example"],
      }),
    ).toBe(true);
  });

  test("without Origin, Sec-Fetch-Site decides", () => {
    const noOrigin = { ...base, method: "POST", origin: undefined };
    expect(isSameOriginRequest({ ...noOrigin, fetchSite: "cross-site" })).toBe(false);
    expect(isSameOriginRequest({ ...noOrigin, fetchSite: "same-site" })).toBe(false);
    expect(isSameOriginRequest({ ...noOrigin, fetchSite: "same-origin" })).toBe(true);
    expect(isSameOriginRequest(noOrigin)).toBe(true);
  });

  test("without Origin, a foreign Referer is refused", () => {
    const noOrigin = { ...base, method: "POST", origin: undefined };
    expect(isSameOriginRequest({ ...noOrigin, referer: "https://evil.example/page" })).toBe(false);
    expect(
      isSameOriginRequest({ ...noOrigin, referer: "https://shop.example.evil.example/" }),
    ).toBe(false);
    expect(isSameOriginRequest({ ...noOrigin, referer: "not a url" })).toBe(false);
    expect(isSameOriginRequest({ ...noOrigin, referer: "https://shop.example/kosik" })).toBe(true);
    expect(
      isSameOriginRequest({
        ...noOrigin,
        referer: "https://shop.example/kosik",
        fetchSite: "cross-site",
      }),
    ).toBe(false);
  });
});
