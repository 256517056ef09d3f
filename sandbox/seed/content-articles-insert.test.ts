import { describe, expect, it } from "vitest";

import { articleSeoTitle } from "./content-articles-insert.ts";

describe("an article's SEO title", () => {
  it("ends in its own site's magazine name", () => {
    expect(articleSeoTitle({ title: "Wie wählt man", siteEnabled: ["de"] })).toBe(
      "Wie wählt man | Kaufberater",
    );
    expect(articleSeoTitle({ title: "Ako vybrať", siteEnabled: ["sk"] })).toBe(
      "Ako vybrať | Nákupný radca",
    );
    expect(articleSeoTitle({ title: "Jak vybrat", siteEnabled: ["cz"] })).toBe(
      "Jak vybrat | Nákupní rádce",
    );
  });
});
