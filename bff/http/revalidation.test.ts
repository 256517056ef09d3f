import { afterEach, describe, expect, test, vi } from "vitest";

import { setPlatform } from "./platform.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  setPlatform(undefined);
});

async function load(secret?: string) {
  if (secret) vi.stubEnv("REVALIDATE_SECRET", secret);
  return import("./revalidation.ts");
}

describe("revalidation", () => {
  const secret = "s".repeat(40);

  test("only the configured secret is accepted", async () => {
    const { isRevalidationAuthorised } = await load(secret);
    expect(isRevalidationAuthorised(`Bearer ${secret}`)).toBe(true);
    expect(isRevalidationAuthorised(`Bearer ${"x".repeat(40)}`)).toBe(false);
    expect(isRevalidationAuthorised(secret)).toBe(false);
    expect(isRevalidationAuthorised(null)).toBe(false);
  });

  test("without a configured secret nothing is accepted", async () => {
    const { isRevalidationAuthorised } = await load();
    expect(isRevalidationAuthorised("Bearer ")).toBe(false);
  });

  test("drops the entries of the named tags", async () => {
    const { revalidateTags } = await load(secret);
    const { getPlatform } = await import("./platform.ts");
    const { cache } = getPlatform();
    await cache.read("a", { kind: "catalog", tags: ["product"] }, async () => 1);
    await cache.read("b", { kind: "frame", tags: ["menu"] }, async () => 2);
    expect(await revalidateTags(["product"])).toEqual({ dropped: 1 });
  });
});
