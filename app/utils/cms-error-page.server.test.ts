import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { thrownStatus } from "#app/testing/action-results.ts";
import { withErrorPage } from "#app/utils/cms-error-page.server.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

function args(path: string): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${path}`), params: {}, context: {} };
}

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

function cmsWithErrorPages() {
  mockServer.use(
    graphql.query("SiteSettings", () =>
      HttpResponse.json({
        data: {
          global_settings: {
            integrations: {
              welcome_campaign: "0",
              cookie_bar: { enabled: false, position: "bottom", text: "" },
            },
            functions: { shopping_lists: "0", users_addresses: "0", loyalty_credits: "0" },
            cartConfiguration: { shopping_disabled: false },
            configuration_products: { show_free_delivery_tag_by_price: false },
            topBanner: { enabled: false, domain_enabled: [] },
            shippers: [],
          },
          footer: null,
          cart_configuration: null,
          error_pages: [
            {
              _id: "e404",
              status_code: 404,
              title: "Stránka nenalezena",
              content: { type: "doc", content: [paragraph("Zkuste vyhledávání.")] },
            },
            {
              _id: "e500",
              status_code: 500,
              title: "Něco se porouchalo",
              content: { type: "doc", content: [paragraph("Na opravě pracujeme.")] },
            },
          ],
          top_banner: null,
          unique_selling_points: [],
        },
      }),
    ),
  );
}

describe("a failing page carries the CMS's error page of its status", () => {
  test("a 404 carries the 404 page beside the data it had, status kept", async () => {
    cmsWithErrorPages();
    const loader = (request: LoaderFunctionArgs) =>
      withErrorPage(request, () => Promise.reject(data({ topCategories: null }, { status: 404 })));
    const { status, thrown } = await thrownStatus(loader(args("/neni-tu")));
    expect(status).toBe(404);
    expect(thrown).toMatchObject({
      data: { topCategories: null, errorPage: { title: "Stránka nenalezena" } },
    });
  });

  test("a page whose loader fails without a rewrite carries it too", async () => {
    cmsWithErrorPages();
    const loader = (request: LoaderFunctionArgs) =>
      withUrlRewrite(request, () => Promise.reject(new Response(null, { status: 500 })));
    const { status, thrown } = await thrownStatus(loader(args("/produkt/rozbity")));
    expect(status).toBe(500);
    expect(thrown).toMatchObject({ data: { errorPage: { title: "Něco se porouchalo" } } });
  });

  test("a status the CMS has no page for, a redirect or a failing CMS leave it as it was", async () => {
    cmsWithErrorPages();
    const gone = data(null, { status: 410 });
    expect((await thrownStatus(withErrorPage(args("/x"), () => Promise.reject(gone)))).thrown).toBe(
      gone,
    );
    const moved = redirect("/jinam", 301);
    expect(
      (await thrownStatus(withErrorPage(args("/x"), () => Promise.reject(moved)))).thrown,
    ).toBe(moved);
    // The German settings were never read: a CMS that fails now has no copy to fall back on.
    mockServer.resetHandlers();
    const missing = data(null, { status: 404 });
    expect(
      (await thrownStatus(withErrorPage(args("/de/x"), () => Promise.reject(missing)))).thrown,
    ).toBe(missing);
  });
});
