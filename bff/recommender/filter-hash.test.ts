import { describe, expect, test } from "vitest";

import { recommenderFilterHash, transliterate } from "./filter-hash.ts";

describe("the recommender's filter hash", () => {
  test("names lose their diacritics, also the letters without a combining mark", () => {
    expect(transliterate("Vibrátory Řada")).toBe("Vibratory Rada");
    expect(transliterate("Žluťoučký kůň úpěl ďábelské ódy")).toBe(
      "Zlutoucky kun upel dabelske ody",
    );
    expect(transliterate("Größe Ø Łódź")).toBe("Grosse O Lodz");
  });

  test("hashes the lower-cased transliterated name with SHA-256", () => {
    const known = "7a47de9166686980b6a3f294725fcb4acd8ffbd30fe1a6ae531eee6d1e58ca98";
    expect(recommenderFilterHash("Vibrátory Řada")).toBe(known);
    expect(recommenderFilterHash("  vibratory rada ")).toBe(known);
    expect(recommenderFilterHash("VIBRÁTORY ŘADA")).toBe(known);
  });
});
