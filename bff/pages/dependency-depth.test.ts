import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { dependencyDepth, startsBeforeSlowAnswer } from "#bff/mocks/call-order.ts";
import { testContext } from "#bff/mocks/context.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { listingHandlers } from "#bff/mocks/listing-fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";

import { cartPage } from "./cart-page.ts";
import { brandPage } from "./catalog-listing.ts";
import { catchAll } from "./catch-all.ts";
import { checkoutDetailsPage } from "./checkout-details.ts";
import { homePage } from "./home-page.ts";
import { productDetail } from "./product-detail.ts";
import { productPage } from "./product-page.ts";
import { shopperFrame } from "./shopper-frame.ts";
import { siteFrame } from "./site-frame.ts";
import { textPage } from "./text-page.ts";

setUpMockUpstreams();

describe("a second-round call waits only for the answer it needs", () => {
  test("product: the store's rules start when the product answers, not the shippers", async () => {
    const run = () =>
      productPage({ ctx: testContext(), slug: "masazni-olej-vanilka-200-ml", variantId: null });
    const slow = (hold: () => Promise<undefined>) => http.get(storeUrl("/api/v1/shippers"), hold);
    expect(
      await startsBeforeSlowAnswer({ run, slow, dependent: /\/api\/v1\/products\/\d+$/ }),
    ).toBe(true);
  });

  test("home: the blocks' products start when the configuration answers, not the info boxes", async () => {
    const run = () => homePage({ ctx: testContext() });
    const slow = (hold: () => Promise<undefined>) => graphql.query("Banners", hold);
    expect(await startsBeforeSlowAnswer({ run, slow, dependent: /\/catalog\/product\?/ })).toBe(
      true,
    );
  });

  test("root: a login's credits start when the user answers, not the frame's menus", async () => {
    const run = () => shopperFrame({ ctx: testContext({ authToken: "access-token-1" }) });
    const slow = (hold: () => Promise<undefined>) => http.get(cmsUrl("/menu-object/:code"), hold);
    expect(
      await startsBeforeSlowAnswer({ run, slow, dependent: /\/api\/v1\/user\/credits\/amount/ }),
    ).toBe(true);
  });

  test("catch-all: a store category's listing starts when the categories answer, not the page lookups", async () => {
    mockServer.use(...listingHandlers());
    const query = parseListingQuery(new URLSearchParams("p1=1001"));
    const run = () => catchAll({ ctx: testContext(), path: "/masazni-oleje", query });
    const slow = (hold: () => Promise<undefined>) => http.get(cmsUrl("/url-rewrite"), hold);
    expect(
      await startsBeforeSlowAnswer({ run, slow, dependent: /\/api\/catalog\/v2\/state/ }),
    ).toBe(true);
  });
});

describe("dependency depth of each view model (no waterfalls)", () => {
  test("site frame: menus, currency and cart all at once = 1", async () => {
    const ctx = testContext({ cartToken: "guest-token-abc123" });
    expect(await dependencyDepth(() => siteFrame({ ctx }))).toBe(1);
  });

  test("root of a login: the frame's calls, the user and the globals at once -> the credits = 2", async () => {
    const ctx = testContext({ authToken: "access-token-1", cartToken: "guest-token-abc123" });
    expect(await dependencyDepth(() => shopperFrame({ ctx }))).toBe(2);
  });

  test("home: homepage configuration -> its products = 2", async () => {
    expect(await dependencyDepth(() => homePage({ ctx: testContext() }))).toBe(2);
  });

  test("product: the product -> its store rules, parameters, brand and material = 2", async () => {
    const ctx = testContext();
    expect(
      await dependencyDepth(() =>
        productPage({ ctx, slug: "masazni-olej-vanilka-200-ml", variantId: null }),
      ),
    ).toBe(2);
  });

  test("product detail with its below-the-fold parts: the product -> rules, documents, reviews and boxes = 2", async () => {
    const run = async () => {
      const detail = await productDetail({
        ctx: testContext(),
        slug: "masazni-olej-vanilka-200-ml",
        variantId: null,
        reviewPages: 1,
        visited: [999],
      });
      return Promise.all([detail.reviews, detail.alternatives, detail.lastVisited]);
    };
    expect(await dependencyDepth(run)).toBe(2);
  });

  test("cart: the store cart = 1", async () => {
    mockServer.use(http.get("*/api/v1/cart", () => Response.json({ data: CART_WITH_OIL })));
    const ctx = testContext({ cartToken: "guest-token-abc123" });
    expect(await dependencyDepth(() => cartPage({ ctx }))).toBe(1);
  });

  test("checkout details: how far the shopper may go, the cart page and the form's options at once = 1", async () => {
    mockServer.use(http.get("*/api/v1/cart", () => Response.json({ data: CART_WITH_OIL })));
    const ctx = testContext({ cartToken: "guest-token-abc123" });
    const choices = { shipperId: 2, paymentId: 2, branchId: 100, deliveryTimeId: null };
    let reached: string | null = null;
    const depth = await dependencyDepth(async () => {
      ({ reached } = await checkoutDetailsPage({ ctx, choices, chosenGiftId: null }));
    });
    expect(reached).toBe("details");
    expect(depth).toBe(1);
  });

  test("text page: the CMS page = 1", async () => {
    expect(await dependencyDepth(() => textPage({ ctx: testContext(), slug: "doprava" }))).toBe(1);
  });

  test("catch-all: slug lookup, redirect and url-rewrite at once = 1 when the page exists", async () => {
    const result = await catchAllPageAndDepth("/doprava");
    expect(result.page.kind).toBe("elsewhere");
    expect(result.depth).toBe(1);
  });

  test("catch-all: ... -> the rewritten page = 2", async () => {
    mockServer.use(
      http.get(cmsUrl("/url-rewrite"), () =>
        HttpResponse.json({ _id: "r1", type: "page", page_meta: { slug: { cs: "doprava" } } }),
      ),
    );
    const result = await catchAllPageAndDepth("/stara-cesta/doprava");
    expect(result.page).toMatchObject({ kind: "page", page: { title: "Doprava" } });
    expect(result.depth).toBe(2);
  });

  test("catch-all: category, virtual, filtered and page lookups at once -> the listing = 2", async () => {
    mockServer.use(...listingHandlers());
    const query = parseListingQuery(new URLSearchParams("p1=1001"));
    expect(
      await dependencyDepth(() => catchAll({ ctx: testContext(), path: "/masazni-oleje", query })),
    ).toBe(2);
  });

  test("catch-all: the lookups -> the promotions' listing = 2", async () => {
    mockServer.use(...listingHandlers());
    const query = parseListingQuery(new URLSearchParams("p1=1001&sort=price_asc"));
    expect(
      await dependencyDepth(() => catchAll({ ctx: testContext(), path: "/akce-a-slevy", query })),
    ).toBe(2);
  });

  test("catch-all: nothing found -> the redirects of a moved listing, by type = 2", async () => {
    mockServer.use(...listingHandlers());
    const query = parseListingQuery(new URLSearchParams());
    let result: Awaited<ReturnType<typeof catchAll>> | undefined;
    const depth = await dependencyDepth(async () => {
      result = await catchAll({ ctx: testContext(), path: "/zadna-takova-kategorie", query });
    });
    expect(result).toEqual({ kind: "not_found" });
    expect(depth).toBe(2);
  });

  test("brand page: the brands, the brand's listing and the box settings at once = 1", async () => {
    mockServer.use(...listingHandlers());
    const run = () =>
      brandPage({
        ctx: testContext(),
        slug: "amora",
        query: parseListingQuery(new URLSearchParams()),
        path: "/znacky/amora",
        trail: [],
      });
    expect(await dependencyDepth(run)).toBe(1);
  });
});

async function catchAllPageAndDepth(path: string) {
  let page: Awaited<ReturnType<typeof catchAll>> = { kind: "not_found" };
  const depth = await dependencyDepth(async () => {
    page = await catchAll({
      ctx: testContext(),
      path,
      query: parseListingQuery(new URLSearchParams()),
    });
  });
  return { page, depth };
}
