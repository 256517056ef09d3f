import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/pobocky.$slug/route.tsx";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

async function load(slug: string) {
  return loader({
    request: new Request(`http://localhost/pobocky/${slug}`),
    params: { slug },
    context: {},
  });
}

describe("branch loader", () => {
  test("a branch of the shop's site by its slug, joined with the store's address", async () => {
    const asked: Array<Record<string, unknown>> = [];
    mockServer.use(
      graphql.query("Branch", ({ variables }) => {
        asked.push(variables);
        return undefined;
      }),
    );
    const branch = await load("praha-vinohrady");
    expect(asked).toEqual([{ slug: "praha-vinohrady", site: "cz" }]);
    expect(branch).toMatchObject({
      title: "Prodejna Praha Vinohrady",
      address: { city: "Praha" },
      storeMissing: false,
      frameOrigins: ["https://maps.example.net", "https://tour.example.org"],
    });
  });

  test("a store that is down still gives the page, saying the address is missing", async () => {
    mockServer.use(http.get(storeUrl("/api/v1/branches"), () => HttpResponse.error()));
    await expect(load("brno-centrum")).resolves.toMatchObject({
      storeMissing: true,
      address: null,
    });
  });

  test.each([["neni-takova"], ["Nepatri_sem"]])("%s answers 404", async (slug) => {
    await expect(load(slug)).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("a CMS that is down gives the 503 error page", async () => {
    mockServer.use(graphql.query("Branch", () => HttpResponse.error()));
    await expect(load("praha-vinohrady")).rejects.toMatchObject({ init: { status: 503 } });
  });
});
