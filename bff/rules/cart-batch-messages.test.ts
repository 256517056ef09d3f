import { describe, expect, it } from "vitest";

import { batchAddNotices } from "./cart-batch-messages.ts";

describe("batchAddNotices", () => {
  it("a clean import is one success", () => {
    expect(batchAddNotices({ kind: "added", importIncomplete: 0, errors: [] })).toEqual([
      { type: "success", message: "addToCart.batch.added" },
    ]);
  });

  it("a 500 says an import is in progress", () => {
    expect(batchAddNotices({ kind: "in_progress" })).toEqual([
      { type: "info", message: "addToCart.batch.inProgress" },
    ]);
  });

  it("errors become info notices and the incomplete count a success, 3000 ms x (1 + errors)", () => {
    const notices = batchAddNotices({
      kind: "added",
      importIncomplete: 2,
      errors: [
        { code: "MO-101-200", title: "Není skladem" },
        { code: "NEZNAMY", reason: "unknown_code" },
      ],
    });
    expect(notices).toEqual([
      { type: "info", message: "MO-101-200: Není skladem", raw: true, durationMs: 9000 },
      {
        type: "info",
        message: "addToCart.batch.unknownCode",
        values: { code: "NEZNAMY" },
        durationMs: 9000,
      },
      {
        type: "success",
        message: "addToCart.batch.incomplete",
        values: { number: 2 },
        durationMs: 9000,
      },
    ]);
  });

  it("shopping disabled shows the configured text as a warning", () => {
    expect(batchAddNotices({ kind: "shopping_disabled", text: "Nákup je vypnutý." })).toEqual([
      { type: "warning", message: "Nákup je vypnutý.", raw: true },
    ]);
  });
});
