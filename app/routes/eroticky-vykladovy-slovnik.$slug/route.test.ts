import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/eroticky-vykladovy-slovnik.$slug/route.tsx";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

async function load(slug: string) {
  return loader({
    request: new Request(`http://localhost/eroticky-vykladovy-slovnik/${slug}`),
    params: { slug },
    context: {},
  });
}

describe("glossary term loader", () => {
  test("a term of the shop's site by its slug", async () => {
    const asked: Array<Record<string, unknown>> = [];
    mockServer.use(
      graphql.query("GlossaryTerm", ({ variables }) => {
        asked.push(variables);
        return undefined;
      }),
    );
    const term = await load("masazni-olej");
    expect(asked).toEqual([{ slug: "masazni-olej", site: "cz" }]);
    expect(term).toMatchObject({ heading: "Masážní olej: jak ho vybrat", products: [{ id: 101 }] });
  });

  test.each([["neni-takovy"], ["Nepatri_sem"]])("%s answers 404", async (slug) => {
    await expect(load(slug)).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("a CMS that is down gives the 503 error page", async () => {
    mockServer.use(graphql.query("GlossaryTerm", () => HttpResponse.error()));
    await expect(load("masazni-olej")).rejects.toMatchObject({ init: { status: 503 } });
  });
});
