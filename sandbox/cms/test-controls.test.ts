import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Sandbox, startSandbox } from "#sandbox/start.ts";

/** The CMS's content controls: hostile text pages and product texts, env-gated. */

let sandbox: Sandbox;
let closed: Sandbox;
const JSON_BODY = { "content-type": "application/json" };
const DOC = {
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "<script>x()</script>" }] }],
};

beforeAll(async () => {
  sandbox = await startSandbox({ dbPath: ":memory:", testControls: true });
  closed = await startSandbox({ dbPath: ":memory:", testControls: false });
});
afterAll(async () => {
  await Promise.all([sandbox.close(), closed.close()]);
});

const send = (base: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}/__sandbox${path}`, {
    method,
    headers: JSON_BODY,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function graphql(query: string) {
  const response = await fetch(`${sandbox.cmsUrl}/graphql`, {
    method: "POST",
    headers: JSON_BODY,
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function product(id: number) {
  const response = await fetch(`${sandbox.cmsUrl}/catalog/product?ids=${id}`);
  const { entities } = (await response.json()) as {
    entities: Array<{ name: string; perex: string | null }>;
  };
  return entities[0];
}

describe("CMS content controls", () => {
  it("exist only when enabled", async () => {
    expect(
      (await send(closed.cmsUrl, "PUT", "/pages/zkouska", { title: "T", content: DOC })).status,
    ).toBe(404);
    expect((await send(closed.cmsUrl, "PATCH", "/products/1001", { name: "X" })).status).toBe(404);
  });

  it("create, replace and remove an unlisted text page", async () => {
    const created = await send(sandbox.cmsUrl, "PUT", "/pages/zkouska-obsahu", {
      title: "Zkouška",
      content: DOC,
    });
    expect(created.status).toBe(201);
    const replaced = await send(sandbox.cmsUrl, "PUT", "/pages/zkouska-obsahu", {
      title: "Zkouška 2",
      content: DOC,
    });
    expect(replaced.status).toBe(200);

    const found = await graphql(`
      {
        page(slug: "zkouska-obsahu") {
          total
          entities {
            title
            content
          }
        }
      }
    `);
    expect(found.page).toEqual({ total: 1, entities: [{ title: "Zkouška 2", content: DOC }] });
    const list = (await graphql(`
      {
        page_list {
          entities {
            page_meta {
              slug
            }
          }
        }
      }
    `)) as {
      page_list: { entities: Array<{ page_meta: { slug: string } }> };
    };
    const listed = list.page_list.entities.map((entry) => entry.page_meta.slug);
    expect(listed).toContain("doprava");
    expect(listed).not.toContain("zkouska-obsahu");

    expect((await send(sandbox.cmsUrl, "DELETE", "/pages/zkouska-obsahu")).status).toBe(204);
    const gone = await graphql(`
      {
        page(slug: "zkouska-obsahu") {
          total
        }
      }
    `);
    expect(gone.page).toEqual({ total: 0 });
  });

  it("leave the seed's pages alone and refuse what is no document", async () => {
    expect(
      (await send(sandbox.cmsUrl, "PUT", "/pages/doprava", { title: "T", content: DOC })).status,
    ).toBe(409);
    expect((await send(sandbox.cmsUrl, "DELETE", "/pages/doprava")).status).toBe(404);
    expect(
      (await send(sandbox.cmsUrl, "PUT", "/pages/jina", { title: "T", content: "<p>" })).status,
    ).toBe(422);
    expect(
      (await send(sandbox.cmsUrl, "PUT", "/pages/Ne..platna", { title: "T", content: DOC })).status,
    ).toBe(404);
  });

  it("set a product's texts and answer the old ones to put back", async () => {
    const original = await product(1001);
    const changed = await send(sandbox.cmsUrl, "PATCH", "/products/1001", {
      name: '<img src=x onerror="x()">',
      perex: null,
    });
    expect(changed.status).toBe(200);
    const { data } = (await changed.json()) as {
      data: { before: { name: string; perex: string | null } };
    };
    expect(data.before).toEqual({ name: original?.name, perex: original?.perex });
    expect(await product(1001)).toMatchObject({ name: '<img src=x onerror="x()">', perex: null });

    expect((await send(sandbox.cmsUrl, "PATCH", "/products/1001", data.before)).status).toBe(200);
    expect(await product(1001)).toMatchObject(data.before);
    expect((await send(sandbox.cmsUrl, "PATCH", "/products/99999999", { name: "X" })).status).toBe(
      404,
    );
    expect((await send(sandbox.cmsUrl, "PATCH", "/products/1001", {})).status).toBe(422);
  });
});
