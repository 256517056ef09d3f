import { describe, expect, it } from "vitest";

import { bulkEntryNotices, parseBulkEntry } from "./bulk-entry.ts";

const form = (fields: Record<string, string>) => Object.entries(fields);

describe("a business buyer's quantity entry", () => {
  it("takes each variant with an amount, with its name, and skips empty and 0", () => {
    expect(
      parseBulkEntry(
        form({
          "amount.1021": "2",
          "name.1021": "S",
          "amount.1022": "",
          "name.1022": "M",
          "amount.1023": "0",
          "amount.1024": " 5 ",
          "name.1024": "XL",
          variantId: "1021",
        }),
      ),
    ).toEqual({
      kind: "lines",
      lines: [
        { variantId: 1021, name: "S", amount: 2 },
        { variantId: 1024, name: "XL", amount: 5 },
      ],
    });
  });

  it("says when nothing was asked for", () => {
    expect(parseBulkEntry(form({ "amount.1021": "", "amount.1022": "0" }))).toEqual({
      kind: "empty",
    });
  });

  it("refuses what is no amount: digits only, at most 4 (the spec's number input)", () => {
    expect(
      parseBulkEntry(
        form({ "amount.1021": "1.5", "name.1021": "S", "amount.1022": "10000", "name.1022": "M" }),
      ),
    ).toEqual({ kind: "invalid", names: ["S", "M"] });
    expect(parseBulkEntry(form({ "amount.1021": "-1" }))).toEqual({
      kind: "invalid",
      names: ["1021"],
    });
  });

  it("ignores fields that name no variant", () => {
    expect(parseBulkEntry(form({ "amount.abc": "2", "amount.0": "2" }))).toEqual({
      kind: "empty",
    });
  });
});

describe("its notices, the spec's batch-add messages", () => {
  it("all in: 'Produkty byly vloženy do košíku'", () => {
    expect(bulkEntryNotices({ kind: "added", added: ["S", "M"], refused: [] })).toEqual([
      { type: "success", message: "addToCart.batch.added" },
    ]);
  });

  it("a refusal is named with the store's title, lasting 3000 ms x (1 + refusals)", () => {
    expect(
      bulkEntryNotices({
        kind: "added",
        added: ["S"],
        refused: [{ name: "Body Noir M", reason: "Není skladem" }],
      }),
    ).toEqual([
      { type: "info", message: "Body Noir M: Není skladem", raw: true, durationMs: 6000 },
      {
        type: "success",
        message: "addToCart.batch.incomplete",
        values: { number: 1 },
        durationMs: 6000,
      },
    ]);
  });

  it("shopping switched off: the configured text as a warning", () => {
    expect(bulkEntryNotices({ kind: "shopping_disabled", text: "Nákup je vypnutý." })).toEqual([
      { type: "warning", message: "Nákup je vypnutý.", raw: true },
    ]);
  });
});
