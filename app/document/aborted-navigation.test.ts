import { describe, expect, test, vi } from "vitest";

import { ignoreAbortedNavigations, isAbort } from "#app/document/aborted-navigation.ts";

describe("an interrupted navigation's abort", () => {
  test("is an abort whether a DOMException or an Error named so; other errors are not", () => {
    expect(isAbort(new DOMException("signal is aborted without reason", "AbortError"))).toBe(true);
    expect(isAbort(Object.assign(new Error("aborted"), { name: "AbortError" }))).toBe(true);
    expect(isAbort(new TypeError("Failed to fetch"))).toBe(false);
    expect(isAbort("AbortError")).toBe(false);
    expect(isAbort(null)).toBe(false);
  });

  test("is kept from the console; any other unhandled rejection is reported", () => {
    let listener: ((event: { reason: unknown; preventDefault: () => void }) => void) | undefined;
    ignoreAbortedNavigations({
      addEventListener: (_type, handler) => {
        listener = handler;
      },
    });
    const aborted = { reason: new DOMException("x", "AbortError"), preventDefault: vi.fn() };
    const failed = { reason: new Error("broken"), preventDefault: vi.fn() };
    listener?.(aborted);
    listener?.(failed);
    expect(aborted.preventDefault).toHaveBeenCalledOnce();
    expect(failed.preventDefault).not.toHaveBeenCalled();
  });

  test("logged alone is kept from the console; any other logged error is reported", () => {
    const error = vi.fn();
    const log = { error };
    ignoreAbortedNavigations({ addEventListener: () => undefined }, log);
    const broken = new Error("broken");
    log.error(new DOMException("signal is aborted without reason", "AbortError"));
    log.error(broken);
    log.error("Failed to fetch manifest patches", new DOMException("x", "AbortError"));
    expect(error.mock.calls).toEqual([
      [broken],
      ["Failed to fetch manifest patches", new DOMException("x", "AbortError")],
    ]);
  });
});
