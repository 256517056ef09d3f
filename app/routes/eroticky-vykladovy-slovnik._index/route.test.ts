import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/eroticky-vykladovy-slovnik._index/route.tsx";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const load = () =>
  loader({
    request: new Request("http://localhost/eroticky-vykladovy-slovnik"),
    params: {},
    context: {},
  });

describe("glossary index loader", () => {
  test("the title, its SEO and the terms by letter", async () => {
    const page = await load();
    expect(page).toMatchObject({
      title: "Erotický výkladový slovník",
      seo: { title: "Erotický výkladový slovník", noindex: false },
    });
    expect(
      page.letters.filter((letter) => letter.terms.length > 0).map((letter) => letter.letter),
    ).toEqual(["B", "Č", "H", "Ch", "M"]);
  });

  test("a CMS that is down gives the 503 error page, not a stack trace", async () => {
    mockServer.use(graphql.query("GlossaryTerms", () => HttpResponse.error()));
    await expect(load()).rejects.toMatchObject({ init: { status: 503 } });
  });
});
