import { get as httpGet } from "node:http";

import { describe, expect, inject, it } from "vitest";

import { ProductListSchema } from "#bff/cms/schemas.ts";

const cmsUrl = inject("cmsUrl");
const CZK = { "x-shop-currency": "CZK", "x-shop-locale": "cs" };

async function products(query: string) {
  const response = await fetch(`${cmsUrl}/catalog/product?${query}`, { headers: CZK });
  expect(response.status).toBe(200);
  return (await response.json()) as { entities: Array<Record<string, unknown>> };
}

describe("product gifts and manuals", () => {
  it("gives a vibrator the cleaning spray and says which gift is in stock", async () => {
    const { entities } = await products("slugs=vibrator-rabbit-duo");
    expect(entities[0]?.gifts).toEqual([
      {
        id: 1035,
        name: "Čisticí sprej na pomůcky 150 ml",
        slug: "cistici-sprej-na-pomucky-150-ml",
        mainImage: {
          fileKey: "products/cistici-sprej-na-pomucky-150-ml",
          alt: "Čisticí sprej na pomůcky 150 ml",
        },
        availability: { isAvailable: true },
      },
      {
        id: 1004,
        name: "Vibrační vajíčko Luna s dálkovým ovládáním",
        slug: "vibracni-vajicko-luna-s-dalkovym-ovladanim",
        mainImage: {
          fileKey: "products/vibracni-vajicko-luna-s-dalkovym-ovladanim",
          alt: "Vibrační vajíčko Luna s dálkovým ovládáním",
        },
        availability: { isAvailable: false },
      },
    ]);
  });

  it("lists manuals with their path, size and type; other products have none", async () => {
    const { entities } = await products("ids=1005,1012");
    const [wand, gel] = entities as Array<{ content: { manuals: unknown }; gifts: unknown }>;
    expect(wand?.content.manuals).toEqual([
      {
        title: "Návod k použití",
        file: {
          path: "manuals/masazni-hlavice-wand-power/navod-k-pouziti.pdf",
          size: expect.any(Number),
          mime: "application/pdf",
        },
      },
      {
        title: "Bezpečnostní pokyny",
        file: {
          path: "manuals/masazni-hlavice-wand-power/bezpecnostni-pokyny.pdf",
          size: expect.any(Number),
          mime: "application/pdf",
        },
      },
    ]);
    expect(gel?.content.manuals).toEqual([]);
    expect(gel?.gifts).toEqual([]);
  });

  it("parses with the storefront's product schema", async () => {
    const body = await products("ids=1006,1005,1012");
    expect(() => ProductListSchema.parse(body)).not.toThrow();
  });
});

describe("originals path", () => {
  it("serves a manual as a one-page PDF of the size the product states", async () => {
    const { entities } = await products("slugs=vibrator-rabbit-duo");
    const [manual] = (
      entities[0] as { content: { manuals: Array<{ file: { path: string; size: number } }> } }
    ).content.manuals;
    expect(manual).toBeDefined();
    const response = await fetch(`${cmsUrl}/original/${manual?.file.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="navod-k-pouziti.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(manual?.file.size);
    const text = body.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain("(Navod k pouziti)");
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("points the cross-reference table at every object", async () => {
    const response = await fetch(
      `${cmsUrl}/original/manuals/vibrator-rabbit-duo/navod-k-pouziti.pdf`,
    );
    const text = Buffer.from(await response.arrayBuffer()).toString("latin1");
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
  });

  it("answers 404 for an unknown file", async () => {
    const response = await fetch(`${cmsUrl}/original/manuals/vibrator-rabbit-duo/neexistuje.pdf`);
    expect(response.status).toBe(404);
  });

  // fetch() resolves dot segments before sending, so these go out raw as a crafted request would.
  it.each([
    "/original/manuals/vibrator-rabbit-duo/../vibrator-rabbit-duo/navod-k-pouziti.pdf",
    "/original/manuals/vibrator-rabbit-duo/%2E%2E/vibrator-rabbit-duo/navod-k-pouziti.pdf",
    "/original/../../etc/passwd",
  ])("answers 404 for %s", async (path) => {
    expect(await rawStatus(path)).toBe(404);
  });
});

function rawStatus(path: string): Promise<number | undefined> {
  const { hostname, port } = new URL(cmsUrl);
  return new Promise((resolve, reject) => {
    const request = httpGet({ hostname, port, path }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on("error", reject);
  });
}
