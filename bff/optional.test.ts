import { afterEach, describe, expect, test, vi } from "vitest";

import { BffError } from "#bff/errors.ts";
import { log } from "#bff/log.ts";

import { optional } from "./optional.ts";

const ctx = { requestId: "req-1" };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("optional", () => {
  test("answers what the read answers", async () => {
    expect(await optional(Promise.resolve(["menu"]), { ctx, what: "menu" })).toEqual(["menu"]);
  });

  test("an upstream failure is null, logged once with the request id and the fields", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const failed = Promise.reject(new BffError({ kind: "upstream" }, 503));
    expect(await optional(failed, { ctx, what: "menu", code: "main" })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("menu unavailable", {
      code: "main",
      requestId: "req-1",
      error: "BffError",
    });
  });

  test("an expired login and anything that is no upstream failure propagate", async () => {
    const expired = new BffError({ kind: "unauthorized" }, 401);
    await expect(optional(Promise.reject(expired), { ctx, what: "user" })).rejects.toBe(expired);
    const bug = new TypeError("x is undefined");
    await expect(optional(Promise.reject(bug), { ctx, what: "user" })).rejects.toBe(bug);
  });
});
