import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/jazyk.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

/** The switch route of a language, as the switcher links it, answering its redirect. */
async function switchTo(path: string, from: string): Promise<Response> {
  const url = `http://localhost${path}?${new URLSearchParams({ z: from }).toString()}`;
  const answer: unknown = await loader({ request: new Request(url), params: {}, context: {} });
  if (!(answer instanceof Response)) throw new Error("expected a redirect");
  return answer;
}

describe("the language switch", () => {
  test("opens the same category in German and remembers the choice for a year", async () => {
    const response = await switchTo("/de/sprache", "/vibratory?p1=1001");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/vibratoren?p1=1001");
    expect(response.headers.get("set-cookie")).toMatch(
      /^shop_locale=de; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test("a product, a text page and a fixed route take the language's words", async () => {
    const product = await switchTo("/sk/jazyk", "/produkt/vibrator-rabbit-duo?variant_id=2");
    expect(product.headers.get("location")).toBe(
      "/sk/produkt/vibrator-rabbit-duo-1001?variant_id=2",
    );
    const page = await switchTo("/de/sprache", "/sk/vsetko-o-nakupe/doprava");
    expect(page.headers.get("location")).toBe("/de/alles-zum-einkauf/versand");
    const cart = await switchTo("/jazyk", "/de/warenkorb");
    expect(cart.headers.get("location")).toBe("/kosik");
    expect(cart.headers.get("set-cookie")).toMatch(/^shop_locale=cs;/);
  });

  test("a page without a counterpart leads to the language's home page, without its query", async () => {
    const response = await switchTo("/de/sprache", "/neznama-stranka?page=2");
    expect(response.headers.get("location")).toBe("/de");
  });

  test("a target off the shop is never followed", async () => {
    for (const from of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const response = await switchTo("/sk/jazyk", from);
      expect(response.headers.get("location")).toMatch(/^\/sk(\/|$)/);
    }
  });

  test("with the CMS down the category falls back to the home page, never an error", async () => {
    mockServer.use(graphql.query("SlugMetadata", () => HttpResponse.error()));
    const response = await switchTo("/de/sprache", "/vibratory");
    expect(response.headers.get("location")).toBe("/de");
  });
});
