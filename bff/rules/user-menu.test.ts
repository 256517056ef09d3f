import { describe, expect, test } from "vitest";

import { USER_MENU_ORDER, userMenuEntries, type UserMenuSwitches } from "./user-menu.ts";

const NOTHING_OPTIONAL: UserMenuSwitches = {
  usersAddresses: false,
  shoppingLists: false,
  features: [],
  documentsUrl: null,
  warrantyClaimsUrl: null,
};

describe("the user menu (spec §2)", () => {
  test("keeps the spec's order: dashboard, settings, orders, password, then the optional entries", () => {
    const everything = userMenuEntries({
      usersAddresses: true,
      shoppingLists: true,
      features: ["favourites", "shoppingLists"],
      documentsUrl: "https://doklady.example.cz/",
      warrantyClaimsUrl: "https://reklamace.example.cz/",
    });
    expect(everything).toEqual(USER_MENU_ORDER);
    const specOrder = [
      "dashboard",
      "details",
      "orders",
      "password",
      "addresses",
      "quickOrder",
      "favourites",
      "shoppingLists",
      "returns",
    ];
    expect(everything.filter((entry) => specOrder.includes(entry))).toEqual(specOrder);
  });

  test("without the optional switches it shows the entries every customer has", () => {
    expect(userMenuEntries(NOTHING_OPTIONAL)).toEqual([
      "dashboard",
      "details",
      "orders",
      "password",
      "quickOrder",
      "returns",
    ]);
  });

  test("the address book needs the store's users_addresses setting", () => {
    expect(userMenuEntries({ ...NOTHING_OPTIONAL, usersAddresses: true })).toContain("addresses");
  });

  test("shopping lists need both the store's setting and the flag", () => {
    const flagOnly = { ...NOTHING_OPTIONAL, features: ["shoppingLists"] as const };
    expect(userMenuEntries(flagOnly)).not.toContain("shoppingLists");
    expect(userMenuEntries({ ...NOTHING_OPTIONAL, shoppingLists: true })).not.toContain(
      "shoppingLists",
    );
    expect(userMenuEntries({ ...flagOnly, shoppingLists: true })).toContain("shoppingLists");
  });

  test("favourites, documents and warranty claims show only when switched on", () => {
    const on = userMenuEntries({
      ...NOTHING_OPTIONAL,
      features: ["favourites"],
      documentsUrl: "https://doklady.example.cz/",
      warrantyClaimsUrl: "https://reklamace.example.cz/",
    });
    expect(on).toEqual(expect.arrayContaining(["favourites", "documents", "warrantyClaims"]));
  });
});
