import { describe, expect, inject, it } from "vitest";

const cmsUrl = inject("cmsUrl");

async function redirect(query: Record<string, string>) {
  const response = await fetch(`${cmsUrl}/redirect?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("GET /redirect", () => {
  it("answers a slug moved on a route even without the path", async () => {
    expect(await redirect({ route: "page-slug", slug: "reklamace-zbozi" })).toEqual({
      status: 200,
      body: { redirectPath: "/vse-o-nakupu/bezproblemova-reklamace" },
    });
  });

  it("answers a moved virtual category by its type", async () => {
    const { body } = await redirect({ path: "/akce", slug: "akce", type: "virtual_category" });
    expect(body).toEqual({ redirectPath: "/akce-a-slevy" });
  });

  it("refuses a query that names neither a path nor a slug", async () => {
    const { status, body } = await redirect({ route: "all", type: "page" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ field: "path" }] });
  });
});
