import { readFileSync } from "node:fs";

import { describe, expect, test } from "vitest";

import {
  cacheBypassCookies,
  cacheKeyCookies,
  documentCacheControl,
  isSharedPageRequest,
} from "#app/document/shared-cache.server.ts";
import { parseConfig } from "#bff/config.ts";

const shared = parseConfig({ ...process.env, SHARED_CACHE_MAX_AGE: "60" });
const off = parseConfig({ ...process.env, SHARED_CACHE_MAX_AGE: "0" });
const SHARED_PAGE = [undefined, { sharedPage: true }];

function page(cookies: Array<string> = [], method = "GET") {
  return new Request("http://shop.test/vibratory", {
    method,
    headers: { cookie: cookies.join("; ") },
  });
}

function cacheControl({
  request = page(),
  status = 200,
  headers = new Headers(),
  routeHandles = SHARED_PAGE,
  config = shared,
}: Partial<Parameters<typeof documentCacheControl>[0]> = {}) {
  return documentCacheControl({ request, status, headers, routeHandles, config });
}

describe("a document's Cache-Control", () => {
  test("lets a shared cache keep an anonymous catalogue page a minute, and as long stale", () => {
    expect(cacheControl()).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400",
    );
    // The cookies that only change the copy (age notice, consent, banners) keep it shared.
    expect(
      cacheControl({
        request: page(["shop_age_confirmed=1", "shop_cookie_consent=all", "shop_locale=sk"]),
      }),
    ).toMatch(/^public,/);
    // So does a visitor id: a shared page never asks the recommender with it.
    expect(cacheControl({ request: page(["shop_visitor=0123456789abcdef01234567"]) })).toMatch(
      /^public,/,
    );
  });

  test("stays private for shopper state, a write, another answer or a page of its own", () => {
    const state = [
      "shop_session=x",
      "shop_cart_token=x",
      "shop_auth_token=x",
      "shop_last_visited=1012",
      "shop_compare=1012",
    ];
    expect(state.map((cookie) => cacheControl({ request: page([cookie]) }))).toEqual(
      state.map(() => "private, no-store"),
    );
    expect(cacheControl({ request: page([], "POST") })).toBe("private, no-store");
    expect(cacheControl({ status: 404 })).toBe("private, no-store");
    expect(cacheControl({ headers: new Headers({ "Set-Cookie": "shop_utm=x" }) })).toBe(
      "private, no-store",
    );
    expect(cacheControl({ routeHandles: [undefined, { i18n: ["cart"] }] })).toBe(
      "private, no-store",
    );
    expect(cacheControl({ config: off })).toBe("private, no-store");
  });

  test("is decided by the request alone for a loader: GET or HEAD without shopper state", () => {
    expect(isSharedPageRequest(page(), shared)).toBe(true);
    expect(isSharedPageRequest(page([], "HEAD"), shared)).toBe(true);
    expect(isSharedPageRequest(page(["shop_session=x"]), shared)).toBe(false);
    expect(isSharedPageRequest(page(), off)).toBe(false);
  });
});

describe("deploy/nginx.conf", () => {
  const conf = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8");

  test("keys its copies by exactly the registry's key cookies", () => {
    const key = /proxy_cache_key "([^"]+)";/.exec(conf)?.[1] ?? "";
    const cookies = [...key.matchAll(/\$cookie_([a-z0-9_]+)/g)].map((match) => match[1]);
    expect(cookies.sort()).toEqual(cacheKeyCookies(shared).sort());
    expect(key).toMatch(/^\$scheme:\/\/\$http_host\$request_uri\|/);
  });

  test("bypasses the cache for exactly the registry's shopper-state cookies", () => {
    const state = /"~\(\?:\^\|;\)\\s\*shop_\(\?:([a-z_|]+)\)=" 1;/.exec(conf)?.[1] ?? "";
    expect(
      state
        .split("|")
        .map((name) => `shop_${name}`)
        .sort(),
    ).toEqual(cacheBypassCookies(shared).sort());
  });
});
