import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/nejcastejsi-dotazy/route.tsx";
import { thrownStatus } from "#app/testing/action-results.ts";
import { customerServiceHandlers } from "#bff/mocks/customer-service.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

function load(path = "/nejcastejsi-dotazy") {
  return loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} });
}

describe("FAQ page loader", () => {
  test("answers the CMS page with its contact box and the site's questions by topic, each Czech one marked so on a Slovak page", async () => {
    const sites: Array<unknown> = [];
    mockServer.use(
      graphql.query("FaqByTopic", ({ variables }) => {
        sites.push(variables.site);
        return undefined;
      }),
      ...customerServiceHandlers(),
    );
    const { page, topics } = await load("/sk/najcastejsie-otazky");
    expect(page.title).toBe("Nejčastější dotazy");
    expect(page.lang).toBe("cs");
    expect(page.contactBox).toEqual({
      title: "Nenašli jste, co hledáte?",
      description: "Zavolejte nám nebo napište, rádi poradíme.",
      lang: "cs",
      showButton: true,
    });
    expect(topics.flatMap((topic) => topic.questions.map((entry) => entry.lang))).toEqual([
      "cs",
      "cs",
    ]);
    expect(topics.map((topic) => [topic.id, topic.questions.map((entry) => entry.id)])).toEqual([
      ["tema-doprava", ["doruceni"]],
      ["tema-vraceni", ["vraceni"]],
    ]);
    expect(sites).toEqual(["sk"]);
  });

  test("a CMS that cannot answer the list is a 503 page", async () => {
    mockServer.use(
      graphql.query("FaqByTopic", () => HttpResponse.json({}, { status: 500 })),
      ...customerServiceHandlers(),
    );
    expect((await thrownStatus(load())).status).toBe(503);
  });
});
