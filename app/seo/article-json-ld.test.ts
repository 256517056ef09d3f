import { describe, expect, it } from "vitest";

import { articleJsonLd } from "./article-json-ld.ts";

const BASE = {
  url: "https://amoris.example/clanky/jak-vybrat-prvni-vibrator",
  origin: "https://amoris.example",
  headline: "Jak vybrat první vibrátor",
  description: "Tvar, materiál, nebo síla vibrací?",
  image: "https://img.example/image/960x640/articles/vibrator.jpg",
  published: "2025-02-11T08:00:00.000Z",
  modified: null,
  author: { name: "Kateřina Novotná", url: "https://amoris.example/autori/katerina-novotna" },
  keywords: ["pro začátečníky", "vibrátory"],
};

describe("an article's JSON-LD", () => {
  it("names the article, its dates, its author with their page and the shop as publisher", () => {
    expect(articleJsonLd(BASE)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      "@id": `${BASE.url}#article`,
      mainEntityOfPage: BASE.url,
      headline: "Jak vybrat první vibrátor",
      description: "Tvar, materiál, nebo síla vibrací?",
      image: [BASE.image],
      datePublished: "2025-02-11T08:00:00.000Z",
      dateModified: "2025-02-11T08:00:00.000Z",
      author: {
        "@type": "Person",
        name: "Kateřina Novotná",
        url: "https://amoris.example/autori/katerina-novotna",
      },
      publisher: { "@id": "https://amoris.example/#organization" },
      keywords: "pro začátečníky, vibrátory",
    });
  });

  it("leaves out what the article lacks: no picture, no description, an author without a page", () => {
    const ld = articleJsonLd({
      ...BASE,
      image: null,
      description: null,
      author: { name: "Redakce Amoris", url: null },
      keywords: [],
    });
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("description");
    expect(ld).not.toHaveProperty("keywords");
    expect(ld["author"]).toEqual({ "@type": "Person", name: "Redakce Amoris" });
  });
});
