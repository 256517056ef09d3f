import { describe, expect, inject, it } from "vitest";

const cmsUrl = inject("cmsUrl");

async function get(path: string, query: Record<string, string>, headers?: HeadersInit) {
  const response = await fetch(`${cmsUrl}${path}?${new URLSearchParams(query)}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /search", () => {
  it("answers only the types asked", async () => {
    const { status, body } = await get("/search", { q: "kondom", type: "article,faq_question" });
    expect(status).toBe(200);
    const hits = body.entities as Array<{ type: string }>;
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((hit) => hit.type))).toEqual(new Set(["article", "faq_question"]));
    expect(body.total).toBe(hits.length);
  });

  it("finds and names the entities in the shopper's language", async () => {
    const german = { "x-shop-locale": "de" };
    const { body } = await get("/search", { q: "vibro", type: "category" }, german);
    expect(body.entities).toEqual([
      expect.objectContaining({ type: "category", title: "Vibro-Eier", path: "/vibracni-vajicka" }),
    ]);
    expect((await get("/search", { q: "vibro", type: "category" })).body.total).toBe(0);
  });

  it("refuses an unknown type", async () => {
    const { status, body } = await get("/search", { q: "kondom", type: "product,brand" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ field: "type" }] });
  });
});

describe("GET /api/catalog/v2/state of a search", () => {
  const state = (scope: unknown) => get("/api/catalog/v2/state", { scope: JSON.stringify(scope) });

  it("lists the products of a query", async () => {
    const { status, body } = await state({ type: "search", query: "cisteni", perPage: 5 });
    expect(status).toBe(200);
    expect(body.listing).toEqual({
      type: "search",
      id: "cisteni",
      slug: "",
      title: "cisteni",
      all_words_total: (body.pagination as { total: number }).total,
    });
  });

  it("refuses a search without a query and ids with a Czech title", async () => {
    const { status, body } = await state({ type: "search" });
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      errors: [{ field: "scope", title: "Zadejte hledaný výraz nebo seznam produktů" }],
    });
  });
});
