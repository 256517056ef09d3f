import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/pobocky._index/route.tsx";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const load = (query = "") =>
  loader({ request: new Request(`http://localhost/pobocky${query}`), params: {}, context: {} });

describe("branch list loader", () => {
  test("the title, its SEO and the branches by region", async () => {
    const page = await load();
    expect(page).toMatchObject({
      title: "Prodejny",
      seo: { title: "Prodejny", noindex: false },
      storeMissing: false,
      showMap: false,
      nearest: null,
    });
    expect(page.regions.map((region) => region.name)[0]).toBe("Praha");
    expect(page.frameOrigins).toEqual(["https://maps.example.net"]);
  });

  test("a postcode sorts by distance, is kept in the form and keeps the page out of the index", async () => {
    const page = await load("?psc=602+00&mapa=1");
    expect(page).toMatchObject({
      postcode: "602 00",
      showMap: true,
      seo: { noindex: true },
      nearest: { origin: { place: "Brno" } },
    });
    expect(page.nearest?.branches[0]?.slug).toBe("brno-centrum");
  });

  test("a store that is down still gives the list, saying the addresses are missing", async () => {
    mockServer.use(http.get(storeUrl("/api/v1/branches"), () => HttpResponse.error()));
    const page = await load();
    expect(page.storeMissing).toBe(true);
    expect(page.regions.flatMap((region) => region.branches)).toHaveLength(4);
  });

  test("a CMS that is down gives the 503 error page", async () => {
    mockServer.use(graphql.query("BranchList", () => HttpResponse.error()));
    await expect(load()).rejects.toMatchObject({ init: { status: 503 } });
  });
});
