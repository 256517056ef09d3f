import { expect, test } from "vitest";

import { isRestrictedUser } from "./restricted-user.ts";

test("a user in any restricted group is restricted; others are not", () => {
  expect(isRestrictedUser({ groups: ["b2c", "wholesale"] }, ["wholesale"])).toBe(true);
  expect(isRestrictedUser({ groups: ["b2b"] }, ["wholesale"])).toBe(false);
  expect(isRestrictedUser({ groups: [] }, ["wholesale"])).toBe(false);
});
