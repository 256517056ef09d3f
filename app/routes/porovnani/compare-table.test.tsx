// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { CompareTable, type CompareView } from "#app/routes/porovnani/compare-table.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { BODY, MASSAGE_OIL } from "#bff/mocks/fixtures.ts";
import { toProductCard } from "#bff/pages/product-card.ts";

afterEach(cleanup);

const ROOT = { locale: "cs", frame: {}, features: ["compare"], compareIds: [101, 102] };

const PAGE: CompareView = {
  products: [toProductCard(MASSAGE_OIL), toProductCard(BODY)],
  rows: [
    { kind: "price", key: "price", differs: true },
    { kind: "availability", key: "availability", differs: false },
    {
      kind: "parameter",
      key: "parameter-2",
      title: "Značka",
      values: ["Velvet Touch", null],
      differs: true,
    },
  ],
  shoppingDisabledText: null,
  onlyDifferences: false,
};

function render(page: CompareView, url = "http://localhost/porovnani") {
  return renderAsServer(<CompareTable page={page} />, { url, rootData: ROOT });
}

describe("the comparison table", () => {
  test("a column per product, named by a link to it, each with Odebrat", async () => {
    const page = await render(PAGE);
    const table = page.getByRole("table", { name: "Porovnání vybraných produktů" });
    expect(table).toBeTruthy();
    const oil = page.getByRole("link", { name: "Masážní olej Vanilka 200 ml" });
    expect(oil.getAttribute("href")).toBe("/produkt/masazni-olej-vanilka-200-ml");
    const remove = page.getByRole("button", {
      name: "Odebrat z porovnání: Krajkové body Noir",
    });
    expect(Object.fromEntries(new FormData(remove.closest("form") ?? undefined))).toEqual({
      intent: "remove",
      productId: "102",
      returnTo: "/porovnani",
    });
  });

  test("a differing row is highlighted and says so; a missing value is a dash", async () => {
    const page = await render(PAGE);
    const brand = page.getByText("Značka").closest("th");
    expect(brand?.getAttribute("scope")).toBe("row");
    expect(brand?.textContent).toBe("Značka (liší se)");
    expect(brand?.closest("tr")?.className).toBe("is-different");
    const availability = page.getByText("Dostupnost").closest("th");
    expect(availability?.textContent).toBe("Dostupnost");
    expect(availability?.closest("tr")?.className).toBe("");
    const cells = brand?.closest("tr")?.querySelectorAll("td") ?? [];
    expect([...cells].map((cell) => cell.textContent)).toEqual(["Velvet Touch", "–neuvedeno"]);
  });

  test("'Jen rozdíly' is a link to the same page with ?rozdily=1", async () => {
    const all = await render(PAGE);
    const only = all.getByRole("link", { name: "Jen rozdíly" });
    expect(only.getAttribute("href")).toBe("/porovnani?rozdily=1");
    expect(only.getAttribute("aria-current")).toBeNull();
    expect(all.getByRole("link", { name: "Všechny parametry" }).getAttribute("aria-current")).toBe(
      "true",
    );
    cleanup();
    const differences = await render(
      { ...PAGE, rows: [], onlyDifferences: true },
      "http://localhost/porovnani?rozdily=1",
    );
    expect(
      differences.getByRole("link", { name: "Jen rozdíly" }).getAttribute("aria-current"),
    ).toBe("true");
    expect(differences.getByText("Porovnávané produkty se v ničem z toho neliší.")).toBeTruthy();
  });

  test("an empty list says how to add products and leads home", async () => {
    const page = await render({ ...PAGE, products: [], rows: [] });
    expect(page.queryByRole("table")).toBeNull();
    expect(page.getByText(/Zatím nic neporovnáváte/)).toBeTruthy();
    expect(page.getByRole("link", { name: "Prohlédnout nabídku" }).getAttribute("href")).toBe("/");
  });
});
