import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { isBffError } from "#bff/errors.ts";
import { CMS_BRANCHES } from "#bff/mocks/branches.ts";
import { dependencyDepth } from "#bff/mocks/call-order.ts";
import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

import { branchesPage, branchPage } from "./branch-pages.ts";

setUpMockUpstreams();

/** Wednesday 13 May 2026, 10:00 in Prague: the České Budějovice shop is closed. */
const NOW = new Date("2026-05-13T08:00:00Z");

function storeDown() {
  mockServer.use(http.get(storeUrl("/api/v1/branches"), () => HttpResponse.error()));
}

describe("the branch list", () => {
  test("groups the branches by region, the primary shop's first, then by weight", async () => {
    const page = await branchesPage({ ctx: testContext(), now: NOW });
    expect(page.regions.map((region) => [region.name, region.branches.map((b) => b.slug)])).toEqual(
      [
        ["Praha", ["praha-vinohrady"]],
        ["Jihomoravský kraj", ["brno-centrum"]],
        ["Jihočeský kraj", ["ceske-budejovice"]],
        ["Liberecký kraj", ["liberec"]],
      ],
    );
    expect(page.nearest).toBeNull();
    expect(page.storeMissing).toBe(false);
  });

  test("joins the store's address, today's hours, open now and the closure", async () => {
    const page = await branchesPage({ ctx: testContext(), now: NOW });
    const cards = page.regions.flatMap((region) => region.branches);
    const [praha, , budejovice, liberec] = cards;
    expect(praha).toMatchObject({
      title: "Prodejna Praha Vinohrady",
      primary: true,
      address: { street: "Vinohradská 1234/56", postcode: "120 00", city: "Praha" },
      today: { from: "09:00", to: "19:00" },
      openNow: true,
      closure: null,
    });
    expect(budejovice).toMatchObject({
      openNow: false,
      today: { source: "closure" },
      closure: { from: "2026-05-10", to: "2026-05-20", now: true },
    });
    // The CMS has no week for Liberec and the store no record: no address, no hours.
    expect(liberec).toMatchObject({ address: null, openNow: false, today: { from: null } });
  });

  test("asks the store once for every listed shop and lists no shop the CMS lacks", async () => {
    const asked: Array<string | null> = [];
    mockServer.use(
      http.get(storeUrl("/api/v1/branches"), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("keys"));
        return undefined;
      }),
    );
    const page = await branchesPage({ ctx: testContext(), now: NOW });
    expect(asked).toEqual(["1,2,6,9"]);
    const titles = page.regions.flatMap((region) => region.branches.map((b) => b.title));
    expect(titles).not.toContain("Prodejna Košice");
  });

  test("a store that is down leaves the branches without addresses and says so", async () => {
    storeDown();
    const page = await branchesPage({ ctx: testContext(), now: NOW });
    expect(page.storeMissing).toBe(true);
    const cards = page.regions.flatMap((region) => region.branches);
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.address === null)).toBe(true);
    expect(cards[0]).toMatchObject({ openNow: true });
  });

  test("a CMS that is down is an upstream failure", async () => {
    mockServer.use(graphql.query("BranchList", () => HttpResponse.error()));
    const failure = await branchesPage({ ctx: testContext(), now: NOW }).catch((e: unknown) => e);
    expect(isBffError(failure) && failure.kind).toBe("upstream");
  });

  test("a postcode sorts every branch by distance from its town", async () => {
    const page = await branchesPage({
      ctx: testContext(),
      near: { postcode: "37001", position: null },
      now: NOW,
    });
    expect(page.nearest?.origin).toMatchObject({
      kind: "postcode",
      postcode: "370 01",
      place: "České Budějovice",
    });
    expect(page.nearest?.branches.map((branch) => branch.slug)).toEqual([
      "ceske-budejovice",
      "praha-vinohrady",
      "brno-centrum",
      "liberec",
    ]);
    expect(page.nearest?.branches[0]?.distanceKm).toBe(0);
  });

  test("a position sorts too; an unknown postcode is named back", async () => {
    const byPosition = await branchesPage({
      ctx: testContext(),
      near: { postcode: null, position: "49.2,16.6" },
      now: NOW,
    });
    expect(byPosition.nearest?.branches[0]?.slug).toBe("brno-centrum");
    const unknown = await branchesPage({
      ctx: testContext(),
      near: { postcode: "2x", position: null },
      now: NOW,
    });
    expect(unknown).toMatchObject({ nearest: null, unknownPostcode: "2x" });
  });

  test("the primary shop's map: a picture, and its frame's origin for the CSP", async () => {
    const page = await branchesPage({ ctx: testContext(), now: NOW });
    expect(page.map).toMatchObject({
      title: "Prodejna Praha Vinohrady",
      frame: "https://maps.example.net/embed?shop=1",
      image: { alt: "Mapa okolí prodejny" },
    });
    expect(page.frameOrigins).toEqual(["https://maps.example.net"]);
  });
});

describe("a branch's page", () => {
  test("has everything the CMS knows beside the store's address", async () => {
    const page = await branchPage({ ctx: testContext(), slug: "praha-vinohrady", now: NOW });
    expect(page).toMatchObject({
      title: "Prodejna Praha Vinohrady",
      address: { street: "Vinohradská 1234/56" },
      carAccess: "Parkování v modré zóně.",
      transitAccess: "Tramvaj 11, zastávka Vinohradská vodárna.",
      services: ["Výdej objednávek", "Diskrétní poradenství"],
      payWithCard: true,
      employees: [{ name: "Jana Malá", email: "praha@example.cz", phone: "+420 222 333 444" }],
      view360: "https://tour.example.org/view/1",
      reviewLink: "https://reviews.example.net/shop/1",
      storeMissing: false,
    });
    // One picture, though it is both the main image and in the gallery.
    expect(page.images).toHaveLength(1);
    expect(page.week.map((day) => day.date)).toEqual([
      "2026-05-13",
      "2026-05-14",
      "2026-05-15",
      "2026-05-16",
      "2026-05-17",
      "2026-05-18",
      "2026-05-19",
    ]);
    expect(page.frameOrigins).toEqual(["https://maps.example.net", "https://tour.example.org"]);
    expect(page.seo.slugs).toEqual({ cs: "praha-vinohrady", sk: "praha-vinohrady-sk" });
  });

  test("takes the store's week when the CMS has none", async () => {
    mockServer.use(
      graphql.query("Branch", () =>
        HttpResponse.json({ data: { result: { ...CMS_BRANCHES[0], opening_hours: [] } } }),
      ),
    );
    const page = await branchPage({ ctx: testContext(), slug: "brno-centrum", now: NOW });
    expect(page.today).toMatchObject({ from: "10:00", to: "18:00", source: "week" });
    expect(page.regularWeek).toHaveLength(5);
  });

  test("a branch the store has no record of is shown without an address and says so", async () => {
    const page = await branchPage({ ctx: testContext(), slug: "liberec", now: NOW });
    expect(page).toMatchObject({ storeMissing: true, address: null, openNow: false });
  });

  test("a frame or link that is not https is left out", async () => {
    mockServer.use(
      graphql.query("Branch", () =>
        HttpResponse.json({
          data: {
            result: {
              ...CMS_BRANCHES[1],
              branch_map_iframe: "javascript:alert(1)",
              branch_360_iframe: "http://tour.example.org/view/1",
              review_link: "https://user:secret@reviews.example.net/",
            },
          },
        }),
      ),
    );
    const page = await branchPage({ ctx: testContext(), slug: "praha-vinohrady", now: NOW });
    expect(page).toMatchObject({ view360: null, reviewLink: null, map: { frame: null } });
    expect(page.frameOrigins).toEqual([]);
  });

  test("a slug the site has no branch for is not found", async () => {
    const failure = await branchPage({ ctx: testContext(), slug: "nikde", now: NOW }).catch(
      (e: unknown) => e,
    );
    expect(isBffError(failure) && failure.kind).toBe("not_found");
  });

  test("a store that is down still gives the page, without the address", async () => {
    storeDown();
    const page = await branchPage({ ctx: testContext(), slug: "brno-centrum", now: NOW });
    expect(page).toMatchObject({ storeMissing: true, address: null, openNow: true });
  });
});

describe("dependency depth", () => {
  test("both pages: the CMS, then the store's records in one call", async () => {
    const ctx = testContext();
    expect(await dependencyDepth(() => branchesPage({ ctx, now: NOW }))).toBe(2);
    expect(await dependencyDepth(() => branchPage({ ctx, slug: "brno-centrum", now: NOW }))).toBe(
      2,
    );
  });
});
