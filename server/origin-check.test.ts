import { describe, expect, test } from "vitest";

import { isSameOriginRequest, ownOriginOf } from "./origin-check.js";

const base = {
  ownOrigin: "https://shop.example",
  allowedOrigins: [] as Array<string>,
  fetchSite: undefined,
};

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

  test("the same host with another scheme or port is another site", () => {
    const post = { ...base, method: "POST" };
    expect(isSameOriginRequest({ ...post, origin: "http://shop.example" })).toBe(false);
    expect(isSameOriginRequest({ ...post, origin: "https://shop.example:8443" })).toBe(false);
    const plain = { ...post, ownOrigin: ownOriginOf("http", "localhost:3000") };
    expect(isSameOriginRequest({ ...plain, origin: "https://localhost:3000" })).toBe(false);
    expect(isSameOriginRequest({ ...plain, origin: "http://localhost:3000" })).toBe(true);
    expect(
      isSameOriginRequest({ ...post, origin: undefined, referer: "http://shop.example/kosik" }),
    ).toBe(false);
  });

  test("the request's own origin is its scheme and Host, default ports left out", () => {
    expect(ownOriginOf("https", "shop.example:443")).toBe("https://shop.example");
    expect(ownOriginOf("http", "localhost:3000")).toBe("http://localhost:3000");
    expect(ownOriginOf("http", undefined)).toBeUndefined();
    expect(ownOriginOf("http", "bad host/")).toBeUndefined();
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
