import { describe, expect, test, vi } from "vitest";

import { isChunkLoadError, reloadForChunkError } from "#app/document/chunk-reload.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("chunk-load failures", () => {
  test("are recognised by the browsers' messages", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new Error("Something else"))).toBe(false);
  });

  test("reload the page at most once per 60 s", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadForChunkError(storage, reload, 1_000_000 + 59_999)).toBe(false);
    expect(reloadForChunkError(storage, reload, 1_000_000 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
