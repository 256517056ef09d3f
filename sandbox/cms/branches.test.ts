import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { branchId } from "#sandbox/seed/content-branches-insert.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { findBranchById, findBranchBySlug, listBranches } from "./branches.ts";
import { pageOf } from "./documents.ts";
import { menuLinkResolver } from "./menu-links.ts";

let db: Db;
const DAY_MS = 24 * 60 * 60 * 1000;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const slugOf = (document: Record<string, unknown>): string => {
  const meta = document.page_meta;
  return typeof meta === "object" && meta !== null && "slug" in meta ? String(meta.slug) : "";
};

describe("branch lists", () => {
  it("come by weight, then title in Czech order, each site its own", () => {
    expect(listBranches(db, {}).map(slugOf)).toEqual([
      "praha-vinohrady",
      "brno-centrum",
      "ostrava",
      "bratislava",
      "olomouc",
      "plzen",
      "ceske-budejovice",
      "kosice",
    ]);
    expect(listBranches(db, { site: "cz" }).map((branch) => branch.store_id)).toEqual([
      1, 2, 3, 5, 4, 6,
    ]);
    expect(listBranches(db, { site: "sk" }).map((branch) => branch.title)).toEqual([
      "Predajňa Bratislava",
      "Predajňa Košice",
    ]);
    expect(listBranches(db, { site: "de" })).toEqual([]);
  });

  it("filter by store ids and primary, the total counted after the filters", () => {
    const byStore = listBranches(db, { store_ids: [8, 2, 99] });
    expect(byStore.map((branch) => branch.store_id)).toEqual([2, 8]);
    expect(listBranches(db, { primary: true }).map(slugOf)).toEqual(["praha-vinohrady"]);
    expect(listBranches(db, { primary: false, site: "cz" })).toHaveLength(5);
    const page = pageOf(listBranches(db, { site: "cz" }), { skip: 2, limit: 2 });
    expect(page.total).toBe(6);
    expect(page.entities.map(slugOf)).toEqual(["ostrava", "olomouc"]);
  });
});

describe("one branch", () => {
  it("by slug, of the site when given, and by id", () => {
    expect(findBranchBySlug(db, "kosice", null)?.store_id).toBe(8);
    expect(findBranchBySlug(db, "kosice", "sk")?.title).toBe("Predajňa Košice");
    expect(findBranchBySlug(db, "kosice", "cz")).toBeNull();
    expect(findBranchBySlug(db, "liberec", null)).toBeNull();
    const id = branchId("brno-centrum");
    expect(findBranchById(db, id)).toMatchObject({ _id: id, store_id: 2 });
    expect(findBranchById(db, "000000000000000000000000")).toBeNull();
  });

  it("fills every field of the contract", () => {
    for (const branch of listBranches(db, {})) {
      const empty = Object.entries(branch).flatMap(([field, value]) =>
        value === null || value === undefined ? [field] : [],
      );
      const open = branch.store_id !== 6;
      expect({ branch: slugOf(branch), empty }).toEqual({
        branch: slugOf(branch),
        empty: open ? ["branch_closed_from", "branch_closed_to"] : [],
      });
      expect(branch).toMatchObject({
        description: { type: "doc" },
        branch_360_iframe: expect.stringMatching(/^https:\/\/my\.matterport\.com\/show\/\?m=/),
        branch_map_iframe: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/),
        google_map_link: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\//),
        review_link: expect.stringMatching(/^https:\/\/g\.page\/r\/\w+\/review$/),
        branch_map_images: [{ path: `branches/${slugOf(branch)}/mapa`, alt: expect.any(String) }],
        main_image: { path: `branches/${slugOf(branch)}`, alt: branch.title },
        lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        region: expect.any(String),
        page_meta: {
          slug: slugOf(branch),
          share_image: { path: `branches/${slugOf(branch)}` },
          canonical_slugs: [
            { language: branch.site_enabled[0] === "sk" ? "sk" : "cs", slug: slugOf(branch) },
          ],
        },
      });
      expect(branch.images).toHaveLength(3);
      expect((branch.services as Array<string>).length).toBeGreaterThanOrEqual(2);
      const employees = branch.employees as Array<Record<string, unknown>>;
      expect(employees.length).toBeGreaterThanOrEqual(2);
      expect(employees.length).toBeLessThanOrEqual(3);
      for (const employee of employees) {
        expect(employee).toMatchObject({
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          title: expect.any(String),
          position: expect.any(String),
          email: expect.stringMatching(/^[a-z.]+@example\.(cz|sk)$/),
          phone: expect.stringMatching(/^\+42[01] \d{3} \d{3} \d{3}$/),
          photo: { path: expect.any(String), alt: employee.title },
        });
      }
    }
  });

  it("closes České Budějovice from three days before the seeding day to ten days after", () => {
    expect(findBranchBySlug(db, "ceske-budejovice", "cz")).toMatchObject({
      branch_closed_from: isoDate(today - 3 * DAY_MS),
      branch_closed_to: isoDate(today + 10 * DAY_MS),
      lastModified: new Date(today - 4 * DAY_MS).toISOString(),
    });
  });

  it("lists the coming holidays, closed, and a shortened New Year's Eve", () => {
    const year = new Date(today).getUTCFullYear();
    const praha = findBranchBySlug(db, "praha-vinohrady", "cz");
    expect(praha?.opening_exceptions).toEqual([
      { date: `${year}-12-24`, from: null, to: null, note: "Štědrý den – zavřeno" },
      { date: `${year}-12-25`, from: null, to: null, note: "1. svátek vánoční – zavřeno" },
      { date: `${year}-12-26`, from: null, to: null, note: "2. svátek vánoční – zavřeno" },
      {
        date: `${year}-12-31`,
        from: "09:00",
        to: "14:00",
        note: "Silvestr – zkrácená otevírací doba",
      },
      { date: `${year + 1}-01-01`, from: null, to: null, note: "Nový rok – zavřeno" },
    ]);
    expect(findBranchBySlug(db, "bratislava", "sk")?.opening_exceptions).toContainEqual({
      date: `${year}-12-24`,
      from: null,
      to: null,
      note: "Štedrý deň – zatvorené",
    });
  });

  it("keeps the whole week, closed days as nulls, Bratislava open on Sunday", () => {
    expect(findBranchBySlug(db, "olomouc", "cz")?.opening_hours).toEqual([
      { day: 1, from: "09:00", to: "18:00" },
      { day: 2, from: "09:00", to: "18:00" },
      { day: 3, from: "09:00", to: "18:00" },
      { day: 4, from: "09:00", to: "18:00" },
      { day: 5, from: "09:00", to: "17:00" },
      { day: 6, from: null, to: null },
      { day: 7, from: null, to: null },
    ]);
    expect(findBranchBySlug(db, "bratislava", "sk")?.opening_hours).toContainEqual({
      day: 7,
      from: "12:00",
      to: "18:00",
    });
  });
});

describe("menu links", () => {
  it("name a branch page by its Czech path", () => {
    const linkOf = menuLinkResolver(db);
    expect(linkOf("/pobocky/praha-vinohrady")).toEqual({
      type: "branch",
      entityId: branchId("praha-vinohrady"),
    });
    expect(linkOf("/pobocky/neznama")).toEqual({ type: "custom_link", entityId: null });
    expect(linkOf("/pobocky")).toEqual({ type: "custom_link", entityId: null });
  });
});
