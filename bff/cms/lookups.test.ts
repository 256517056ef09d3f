import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { ServerTiming } from "#bff/http/server-timing.ts";
import { testContext } from "#bff/mocks/context.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { getRedirect, getUrlRewrite } from "./catalog.ts";

setUpMockUpstreams();

describe("redirect and URL-rewrite lookups", () => {
  test("a miss is an answer: cached, so a warm page asks neither again", async () => {
    let calls = 0;
    const notFound = () => {
      calls += 1;
      return HttpResponse.json(
        { statusCode: 404, errors: [{ title: "Nenalezeno" }] },
        { status: 404 },
      );
    };
    mockServer.use(
      http.get(cmsUrl("/redirect"), notFound),
      http.get(cmsUrl("/url-rewrite"), notFound),
    );
    const ctx = testContext();
    for (let i = 0; i < 3; i += 1) {
      expect(
        await getRedirect({ ctx, path: "/vibratory", route: "all", slug: "vibratory" }),
      ).toBeNull();
      expect(await getUrlRewrite({ ctx, lang: "cs", path: "/vibratory" })).toBeNull();
    }
    expect(calls).toBe(2);
  });

  test("Server-Timing shows a lookup that finds nothing once, as a miss and then hits", async () => {
    mockServer.use(
      http.get(cmsUrl("/redirect"), () =>
        HttpResponse.json({ statusCode: 404, errors: [{ title: "Nenalezeno" }] }, { status: 404 }),
      ),
    );
    const timing = new ServerTiming();
    const ctx = testContext({ timing });
    await getRedirect({ ctx, path: "/vibratory" });
    await getRedirect({ ctx, path: "/vibratory" });
    expect(timing.entries.map(({ name, description }) => `${name} ${description}`)).toEqual([
      "cms /redirect miss",
      "cms /redirect hit",
    ]);
  });

  test("a failing lookup is not cached and still fails", async () => {
    let calls = 0;
    mockServer.use(
      http.get(cmsUrl("/redirect"), () => {
        calls += 1;
        return HttpResponse.json(
          { statusCode: 500, errors: [{ title: "Chyba" }] },
          { status: 500 },
        );
      }),
    );
    const ctx = testContext();
    await expect(getRedirect({ ctx, path: "/x" })).rejects.toMatchObject({ kind: "upstream" });
    const before = calls;
    await expect(getRedirect({ ctx, path: "/x" })).rejects.toMatchObject({ kind: "upstream" });
    expect(calls).toBeGreaterThan(before);
  });
});
