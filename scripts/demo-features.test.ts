import { expect, test } from "vitest";

import { SHOP_FEATURES } from "#bff/rules/shop-features.ts";

import { DEMO_FEATURES } from "./demo-features.mjs";

test("the demo switches on every feature the shop has", () => {
  expect([...DEMO_FEATURES].sort()).toEqual([...SHOP_FEATURES].sort());
});
