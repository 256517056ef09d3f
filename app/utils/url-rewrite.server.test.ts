import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { thrownStatus } from "#app/testing/action-results.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { SHIPPING_PAGE } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { lookupAnswer } from "#bff/mocks/slug-lookup.ts";

setUpMockUpstreams();

function args(path: string): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${path}`), params: {}, context: {} };
}

const asked: Array<string | null> = [];

function rewriteTo(slug: string) {
  asked.length = 0;
  mockServer.use(
    http.get(cmsUrl("/url-rewrite"), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get("path"));
      return HttpResponse.json({ _id: "r1", type: "page", page_meta: { slug: { cs: slug } } });
    }),
    graphql.query("Page", () => HttpResponse.json({ data: { page: lookupAnswer(SHIPPING_PAGE) } })),
  );
}

describe("error pages ask the CMS for a URL rewrite first", () => {
  test.each([404, 403, 500])("a %i becomes the rewritten page with status 200", async (status) => {
    rewriteTo("doprava");
    const loader = (request: LoaderFunctionArgs) =>
      withUrlRewrite(request, () => Promise.reject(data(null, { status })));
    const { status: shown, thrown } = await thrownStatus(loader(args("/sk/produkt/stary")));
    expect(shown).toBe(200);
    expect(thrown).toMatchObject({ data: { rewrittenPage: { slug: "doprava" } } });
    // The path is asked without the language's prefix, as the CMS keys it.
    expect(asked).toEqual(["/produkt/stary"]);
  });

  test("a loader's own failure (a bug) is a 500 and asks too", async () => {
    rewriteTo("doprava");
    const loader = (request: LoaderFunctionArgs) =>
      withUrlRewrite(request, () => Promise.reject(new TypeError("x is undefined")));
    expect((await thrownStatus(loader(args("/produkt/stary")))).status).toBe(200);
  });

  test("without a rewrite the original error page stays", async () => {
    const loader = (request: LoaderFunctionArgs) =>
      withUrlRewrite(request, () => Promise.reject(data(null, { status: 404 })));
    expect((await thrownStatus(loader(args("/produkt/nic")))).status).toBe(404);
  });

  test("a failing lookup leaves the original error page", async () => {
    mockServer.use(http.get(cmsUrl("/url-rewrite"), () => HttpResponse.error()));
    const loader = (request: LoaderFunctionArgs) =>
      withUrlRewrite(request, () => Promise.reject(data(null, { status: 404 })));
    expect((await thrownStatus(loader(args("/produkt/nic")))).status).toBe(404);
  });

  test("redirects, 503 and 410 are not error pages a rewrite replaces", async () => {
    rewriteTo("doprava");
    for (const thrown of [
      redirect("/jinam", 301),
      data(null, { status: 503 }),
      data(null, { status: 410 }),
    ]) {
      const loader = (request: LoaderFunctionArgs) =>
        withUrlRewrite(request, () => Promise.reject(thrown));
      const { status } = await thrownStatus(loader(args("/produkt/x")));
      expect(status).not.toBe(200);
    }
    expect(asked).toEqual([]);
  });
});
