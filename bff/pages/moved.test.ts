import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { FOREIGN_TARGETS, staysOnShop } from "#app/testing/open-redirect-payloads.ts";
import { testContext } from "#bff/mocks/context.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { movedLocation } from "./moved.ts";

setUpMockUpstreams();

function cmsRedirectsTo(redirectPath: string) {
  mockServer.use(http.get(cmsUrl("/redirect"), () => HttpResponse.json({ redirectPath })));
}

const lookup = { path: "/stara-stranka", route: "all", slug: "stara-stranka" };

describe("movedLocation", () => {
  test("a CMS redirect in the default language loses its prefix", async () => {
    cmsRedirectsTo("/cs/akce-a-slevy");
    expect(await movedLocation(testContext(), lookup)).toBe("/akce-a-slevy");
  });

  test.each(FOREIGN_TARGETS)("a CMS redirect to %j never leaves the shop", async (target) => {
    cmsRedirectsTo(target);
    const location = await movedLocation(testContext(), lookup);
    expect(location === null || staysOnShop(location)).toBe(true);
  });

  test("a javascript: or foreign target is no redirect at all", async () => {
    cmsRedirectsTo("javascript:alert(document.cookie)");
    expect(await movedLocation(testContext(), lookup)).toBeNull();
    cmsRedirectsTo("https://evil.example/");
    expect(await movedLocation(testContext(), lookup)).toBeNull();
  });

  test("a prefix strip cannot turn into another host", async () => {
    cmsRedirectsTo("/cs//evil.example");
    expect(await movedLocation(testContext(), lookup)).toBe("/evil.example");
  });
});
