import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { dependencyDepth } from "#bff/mocks/call-order.ts";
import { testContext } from "#bff/mocks/context.ts";
import { MASSAGE_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import type { VisibleParameter } from "#bff/rules/product-parameters.ts";

import { comparePage, compareRows, type ComparedProduct } from "./compare-page.ts";
import { toProductCard } from "./product-card.ts";

setUpMockUpstreams();

const BOX = toProductCard(MASSAGE_OIL);

function parameter(
  id: number,
  title: string,
  values: Array<string>,
  unit: string | null = null,
): VisibleParameter {
  return {
    id,
    title,
    unit,
    type: "list",
    description: null,
    linkToVirtualCategory: false,
    values: values.map((value, index) => ({
      id: id * 100 + index,
      title: value,
      colourHex: null,
      linkUrl: null,
      description: null,
    })),
  };
}

function compared(
  id: number,
  parameters: Array<VisibleParameter>,
  card: Partial<ComparedProduct["card"]> = {},
): ComparedProduct {
  return { card: { ...BOX, id, name: `Produkt ${id}`, ...card }, parameters };
}

describe("the comparison's rows", () => {
  const rows = compareRows([
    compared(1, [
      parameter(2, "Značka", ["Lumi"]),
      parameter(3, "Materiál", ["Silikon"]),
      parameter(8, "Délka", ["18"], "cm"),
    ]),
    compared(
      2,
      [
        parameter(3, "Materiál", ["Silikon"]),
        parameter(2, "Značka", ["Velvet Touch"]),
        parameter(6, "Vlastnosti", ["Tichý chod", "Voděodolný"]),
      ],
      { price: 1490 },
    ),
  ]);

  test("price and availability first, then every parameter in the order it first appears", () => {
    expect(rows.map((row) => (row.kind === "parameter" ? row.title : row.kind))).toEqual([
      "price",
      "availability",
      "Značka",
      "Materiál",
      "Délka",
      "Vlastnosti",
    ]);
  });

  test("a row differs when the values are not all the same", () => {
    const differs = Object.fromEntries(
      rows.map((row) => [row.kind === "parameter" ? row.title : row.kind, row.differs]),
    );
    expect(differs).toEqual({
      price: true,
      availability: false,
      Značka: true,
      Materiál: false,
      Délka: true,
      Vlastnosti: true,
    });
  });

  test("each product's value text; none where a product lacks the parameter", () => {
    const values = (title: string) =>
      rows.find((row) => row.kind === "parameter" && row.title === title);
    expect(values("Značka")).toMatchObject({ values: ["Lumi", "Velvet Touch"] });
    // Only the first has a length, with its unit; only the second has features, joined.
    expect(values("Délka")).toMatchObject({ values: ["18 cm", null], differs: true });
    expect(values("Vlastnosti")).toMatchObject({
      values: [null, "Tichý chod, Voděodolný"],
      differs: true,
    });
  });

  test("one product alone differs from nothing", () => {
    const alone = compareRows([compared(1, [parameter(2, "Značka", ["Lumi"])])]);
    expect(alone.map((row) => row.differs)).toEqual([false, false, false]);
  });

  test("a product without any parameter has none in every parameter row", () => {
    const [, , brand] = compareRows([
      compared(1, [parameter(2, "Značka", ["Lumi"])]),
      compared(2, []),
    ]);
    expect(brand).toMatchObject({ values: ["Lumi", null], differs: true });
  });
});

describe("the compare page", () => {
  test("the products in the shopper's order, one the catalogue lacks left out", async () => {
    const page = await comparePage({ ctx: testContext(), ids: [102, 999, 101] });
    expect(page.products.map((product) => product.name)).toEqual([
      "Krajkové body Noir",
      "Masážní olej Vanilka 200 ml",
    ]);
    expect(page.foundIds).toEqual([102, 101]);
    // Brand and material are rows too; hidden parameters and values, and one the CMS does
    // not know, are not.
    const parameters = page.rows.filter((row) => row.kind === "parameter");
    expect(parameters.map((row) => [row.title, row.values, row.differs])).toEqual([
      ["Velikost", ["S, M", null], true],
      ["Značka", [null, "Velvet Touch"], true],
      ["Materiál", [null, "Silikon"], true],
      ["Vlastnosti", [null, "Hřejivý účinek"], true],
    ]);
    expect(page.rows.find((row) => row.kind === "price")?.differs).toBe(true);
  });

  test("without the parameter documents it still compares price and availability", async () => {
    mockServer.use(
      graphql.query("Parameters", () => HttpResponse.json({ errors: [{ message: "Chyba" }] })),
    );
    const page = await comparePage({ ctx: testContext(), ids: [101, 102] });
    expect(page.products).toHaveLength(2);
    expect(page.rows.map((row) => row.kind)).toEqual(["price", "availability"]);
  });

  test("an empty list asks nobody", async () => {
    const asked: Array<string> = [];
    const onStart = ({ request }: { request: Request }) => asked.push(request.url);
    mockServer.events.on("request:start", onStart);
    const page = await comparePage({ ctx: testContext(), ids: [] });
    mockServer.events.removeListener("request:start", onStart);
    expect(page).toEqual({ products: [], rows: [], shoppingDisabledText: null, foundIds: [] });
    expect(asked).toEqual([]);
  });

  test("dependency depth: the products and the settings -> the parameters = 2", async () => {
    expect(await dependencyDepth(() => comparePage({ ctx: testContext(), ids: [101, 102] }))).toBe(
      2,
    );
  });
});
