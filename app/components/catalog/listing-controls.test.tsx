// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";

import { activeFilterCount } from "#app/components/catalog/active-filter-count.ts";
import { ListingPage } from "#app/components/catalog/listing-page.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import { testContext } from "#bff/mocks/context.ts";
import { CZK } from "#bff/mocks/fixtures.ts";
import { listingHandlers } from "#bff/mocks/listing-fixtures.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";
import { catchAll } from "#bff/pages/catch-all.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";

setUpMockUpstreams();

async function loadListing(path: string, search: string): Promise<CatalogListing> {
  mockServer.use(...listingHandlers());
  const result = await catchAll({
    ctx: testContext(),
    path,
    query: parseListingQuery(new URLSearchParams(search)),
  });
  if (result.kind !== "listing") throw new Error(`expected a listing, got ${result.kind}`);
  return result.listing;
}

const ROOT_DATA = { locale: "cs", frame: { currency: CZK } };

describe("activeFilterCount: the number on the phone's filter button", () => {
  test("counts chosen parameter values, a price range, stock and tags, each once", () => {
    const facets = {
      parameters: [
        { values: [{ selected: true }, { selected: true }, { selected: false }] },
        { values: [{ selected: false }] },
      ],
      price: { from: 100, to: null },
      stock: { selected: true },
      tags: [{ selected: true }, { selected: false }],
    } as unknown as CatalogListing["facets"];
    expect(activeFilterCount(facets)).toBe(5);
  });

  test("nothing chosen is zero, a price facet without bounds included", () => {
    const facets = {
      parameters: [{ values: [{ selected: false }] }],
      price: { from: null, to: null },
      stock: { selected: false },
      tags: [],
    } as unknown as CatalogListing["facets"];
    expect(activeFilterCount(facets)).toBe(0);
  });
});

describe("listing controls without JavaScript", () => {
  test("the filter button opens the panel as the URL's target and counts the filters", async () => {
    const listing = await loadListing("/masazni-oleje", "stock=1&sort=price_asc");
    const page = await renderAsServer(<ListingPage listing={listing} />, {
      url: "http://localhost/masazni-oleje?stock=1&sort=price_asc",
      rootData: ROOT_DATA,
    });
    const count = activeFilterCount(listing.facets);
    expect(count).toBeGreaterThan(0);
    const toggle = page.getByRole("link", { name: `Filtry (${count})` });
    expect(toggle.getAttribute("href")).toBe("#filtry");
    expect(page.getAllByRole("complementary").map((panel) => panel.id)).toContain("filtry");
    expect(page.getByRole("button", { name: "Použít filtry" })).toBeDefined();
  });

  test("sorting is a form that keeps the filters and has its own button", async () => {
    const listing = await loadListing("/masazni-oleje", "stock=1&sort=price_asc&page=2");
    const page = await renderAsServer(<ListingPage listing={listing} />, {
      url: "http://localhost/masazni-oleje?stock=1&sort=price_asc&page=2",
      rootData: ROOT_DATA,
    });
    const select = page.getByRole("combobox", { name: "Řadit" }) as HTMLSelectElement;
    expect(select.value).toBe(listing.sort.selected);
    const form = select.closest("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/masazni-oleje#vysledky");
    const hidden = [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])];
    // The filters stay; the page goes back to 1; the sort comes from the select.
    expect(hidden.map((input) => [input.name, input.value])).toEqual([["stock", "1"]]);
    expect(page.getByRole("button", { name: "Seřadit" })).toBeDefined();
  });
});

describe("listing controls with JavaScript", () => {
  test("the filter button toggles the panel, which shows the count and closes on Escape", async () => {
    const listing = await loadListing("/masazni-oleje", "");
    await renderRoute(<ListingPage listing={listing} />, {
      locale: "cs",
      path: listing.path,
      rootData: ROOT_DATA,
    });
    const user = userEvent.setup();
    const toggle = screen.getByRole("link", { name: /^Filtry/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: "Seřadit" })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("complementary", { name: "Filtry" });
    expect(panel.className).toContain("is-open");
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { name: "Filtry" }));
    const total = listing.pagination.total;
    expect(within(panel).getByRole("link", { name: `Zobrazit ${total} produktů` })).toBeDefined();

    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});
