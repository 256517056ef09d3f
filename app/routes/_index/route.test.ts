import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/_index/route.tsx";
import { wholeCards } from "#app/testing/whole-cards.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

function load() {
  return loader({ request: new Request("http://localhost/"), params: {}, context: {} });
}

describe("home loader", () => {
  test("lists the products of the CMS homepage blocks, priced and in order", async () => {
    const page = await load();
    expect(page.title).toBe("Vítejte");
    const [block, text] = page.blocks;
    expect(page.blocks).toHaveLength(2);
    expect(text).toEqual({
      kind: "text",
      id: "text-1",
      text: "Diskrétní balení ke každé objednávce.",
    });
    if (block?.kind !== "products") throw new Error("expected the product block first");
    expect(block.title).toBe("Doporučujeme");
    const cards = wholeCards(block.products);
    expect(cards.map((product) => product.slug)).toEqual([
      "masazni-olej-vanilka-200-ml",
      "krajkove-body-noir",
    ]);
    expect(cards[0]).toMatchObject({
      price: 1234.5,
      originalPrice: 1490,
      isAvailable: true,
      availabilityText: "Skladem",
    });
    expect(cards[0]?.image).toMatch(/\/image\/w270h270\/products\/masazni-olej-vanilka\.svg$/);
  });

  test("a document carries the blocks' boxes kept, with nothing a box renders", async () => {
    const request = new Request("http://localhost/");
    const page = await loader({ request, params: {}, context: { documentRequest: true } });
    const [block] = page.blocks;
    if (block?.kind !== "products") throw new Error("expected the product block first");
    expect(block.products).toEqual([
      { kept: true, id: expect.any(Number), pictured: true },
      { kept: true, id: expect.any(Number), pictured: true },
    ]);
    expect(wholeCards(block.products).map((product) => product.name)).toHaveLength(2);
  });

  test("a product box shows the first available variant when the default is sold out", async () => {
    const page = await load();
    const [block] = page.blocks;
    const body = block?.kind === "products" ? block.products[1] : undefined;
    expect(body).toMatchObject({ price: 899, isAvailable: true });
  });

  test("shows the info boxes by order, without those lacking a usable colour", async () => {
    const page = await load();
    expect(page.infoBoxes).toEqual([
      { id: "info-1", text: "Odesíláme ještě dnes.", colour: "fdecef" },
      { id: "info-2", text: "Reklamovanost jen 0,8 %.", colour: "e8f6ef" },
    ]);
  });

  test("without the info boxes the home page still renders", async () => {
    mockServer.use(graphql.query("Banners", () => HttpResponse.error()));
    const page = await load();
    expect(page.infoBoxes).toEqual([]);
    expect(page.blocks).toHaveLength(2);
  });

  test("a CMS failure becomes a 503 error response, not a crash", async () => {
    mockServer.use(graphql.query("HomepageConfiguration", () => HttpResponse.error()));
    await expect(load()).rejects.toMatchObject({ init: { status: 503 } });
  });
});
