import { describe, expect, test } from "vitest";

import { rememberBrowserVisit } from "./browser-visits.ts";

/** Local storage as the browser's: strings by key. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe("the visits a browser remembers", () => {
  test("answer the earlier visits newest first, without the product on screen", () => {
    const storage = memoryStorage();
    expect(rememberBrowserVisit(storage, 101)).toEqual([]);
    expect(rememberBrowserVisit(storage, 102)).toEqual([101]);
    expect(rememberBrowserVisit(storage, 103)).toEqual([102, 101]);
    // Back on the first: it moves to the front, once.
    expect(rememberBrowserVisit(storage, 101)).toEqual([103, 102]);
    expect(rememberBrowserVisit(storage, 104)).toEqual([101, 103, 102]);
  });

  test("keep the spec's 8 at most", () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 12; id += 1) rememberBrowserVisit(storage, id);
    expect(rememberBrowserVisit(storage, 13)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
  });

  test("read a list somebody edited as far as it holds product ids", () => {
    const storage = memoryStorage();
    storage.setItem("shop:lastVisited", "7.abc.-3.7.9");
    expect(rememberBrowserVisit(storage, 1)).toEqual([7, 9]);
  });

  test("are none where storage is switched off or refuses", () => {
    expect(rememberBrowserVisit(null, 101)).toEqual([]);
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(rememberBrowserVisit(refusing, 101)).toEqual([]);
  });
});
