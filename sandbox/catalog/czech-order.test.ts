import { describe, expect, it } from "vitest";

import { compareCzech, sortByCzechName } from "./czech-order.ts";

describe("Czech alphabetical order", () => {
  it.each([
    [
      "ch after h",
      ["Chladivý gel", "Hřejivý gel", "Intimní sprej"],
      ["Hřejivý gel", "Chladivý gel", "Intimní sprej"],
    ],
    ["č after c", ["Čokoláda", "Cukrová vata", "Dárek"], ["Cukrová vata", "Čokoláda", "Dárek"]],
    ["ř after r", ["Řetízek", "Rukavice", "Sada"], ["Rukavice", "Řetízek", "Sada"]],
    ["š after s", ["Šerpa", "Svíčka", "Tanga"], ["Svíčka", "Šerpa", "Tanga"]],
    ["ž after z", ["Žabka", "Zlatý olej"], ["Zlatý olej", "Žabka"]],
    [
      "other accents as plain letters",
      ["Ďábel", "Dukát", "Ábel", "Adam"],
      ["Ábel", "Adam", "Ďábel", "Dukát"],
    ],
    [
      "case only breaks ties",
      ["vibrátor", "Vibrátor", "Ventil"],
      ["Ventil", "vibrátor", "Vibrátor"],
    ],
    ["numbers by value", ["Lano 10 m", "Lano 5 m"], ["Lano 5 m", "Lano 10 m"]],
  ])("puts %s", (_, input, expected) => {
    expect([...input].sort(compareCzech)).toEqual(expected);
  });

  it("keeps equal names in the order of their ids", () => {
    const rows = [
      { id: 3, name: "Kondomy" },
      { id: 1, name: "Kondomy" },
      { id: 2, name: "Čaj" },
    ];
    expect(sortByCzechName(rows).map((row) => row.id)).toEqual([2, 1, 3]);
  });
});
