import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";
import { branchesPage, branchPage } from "#bff/pages/branch-pages.ts";
import { getBranchesByIds } from "#bff/store/shipping.ts";

import { getBranch, getBranches } from "./branches.ts";

/** The branch reads through the BFF's clients against the live sandbox (the agreed contract). */

connectToLiveSandbox();

const czech = testContext();
const slovak = testContext({ locale: "sk", domainCode: "sk" });

describe("branches", () => {
  test("the Czech site's shops, heaviest first, the primary Praha first", async () => {
    const branches = await getBranches({ ctx: czech });
    expect(branches.map((branch) => branch.page_meta.slug)).toEqual(
      expect.arrayContaining([
        "praha-vinohrady",
        "brno-centrum",
        "ostrava",
        "plzen",
        "olomouc",
        "ceske-budejovice",
      ]),
    );
    expect(branches[0]).toMatchObject({ store_id: 1, branch_is_primary: true, weight: 100 });
    const weights = branches.map((branch) => branch.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  test("the Slovak site has its own shops", async () => {
    const slugs = (await getBranches({ ctx: slovak })).map((branch) => branch.page_meta.slug);
    expect(slugs).toEqual(expect.arrayContaining(["bratislava", "kosice"]));
  });

  test("a branch by slug with every field; another slug is none", async () => {
    const branch = await getBranch({ ctx: czech, slug: "praha-vinohrady" });
    expect(branch).toMatchObject({ store_id: 1, region: "Praha", description: { type: "doc" } });
    expect(branch?.opening_hours.length).toBeGreaterThan(0);
    expect(await getBranch({ ctx: czech, slug: "neni-takova" })).toBeNull();
  });

  test("České Budějovice is closed around today", async () => {
    const branch = await getBranch({ ctx: czech, slug: "ceske-budejovice" });
    const today = new Date().toISOString().slice(0, 10);
    expect(branch?.branch_closed_from && branch.branch_closed_from <= today).toBe(true);
    expect(branch?.branch_closed_to && branch.branch_closed_to >= today).toBe(true);
  });

  test("the store knows the own shops 1 to 8 as records with warehouses", async () => {
    const records = await getBranchesByIds({ ctx: czech, ids: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(records.map((record) => record.id).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(records.every((record) => record.warehouseId !== null)).toBe(true);
  });

  test("the pages join both sides", async () => {
    const list = await branchesPage({ ctx: czech });
    const cards = list.regions.flatMap((region) => region.branches);
    expect(list.storeMissing).toBe(false);
    expect(cards.every((card) => card.address !== null)).toBe(true);
    const praha = await branchPage({ ctx: czech, slug: "praha-vinohrady" });
    expect(praha.address).toMatchObject({ city: "Praha" });
    expect(praha.week).toHaveLength(7);
  });
});
