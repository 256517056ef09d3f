import { describe, expect, test } from "vitest";

import type { ProductCard } from "#bff/pages/product-card.ts";
import { boxColours, boxPictured, cardsToRender, keptCard } from "#bff/rules/kept-cards.ts";

const CARD = {
  id: 1004,
  name: "Vibrační vajíčko Luna",
  image: "https://img.example/image/w270h270/products/luna",
  tags: [
    { code: "new", text: "Novinka", colour: "aa3366" },
    { code: "gift", text: "Dárek", colour: null },
  ],
} as ProductCard;

describe("kept boxes", () => {
  test("a kept box carries its id, its tags' colours and that it is pictured, nothing else", () => {
    const kept = keptCard(CARD);
    expect(kept).toEqual({ kept: true, id: 1004, colours: ["aa3366"], pictured: true });
    expect(boxColours(kept)).toEqual(["aa3366"]);
    expect(boxPictured(kept)).toBe(true);
    expect(keptCard({ ...CARD, image: null, tags: [] })).toEqual({ kept: true, id: 1004 });
  });

  test("the server renders the whole cards; the browser, given kept ones, renders none", () => {
    const kept = [keptCard(CARD), CARD];
    expect(cardsToRender(kept)).toEqual([CARD, CARD]);
    const inBrowser = JSON.parse(JSON.stringify(kept)) as typeof kept;
    expect(cardsToRender(inBrowser)).toBeNull();
    expect(cardsToRender([CARD])).toEqual([CARD]);
  });
});
