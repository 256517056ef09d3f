import { describe, expect, test } from "vitest";

import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  test("keeps a path on this site, query included", () => {
    expect(safeRedirect("/kosik?krok=2")).toBe("/kosik?krok=2");
  });

  test.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "kosik",
    "/\nevil",
    "",
    null,
    undefined,
  ])("refuses %j", (target) => {
    expect(safeRedirect(target, "/")).toBe("/");
  });
});
