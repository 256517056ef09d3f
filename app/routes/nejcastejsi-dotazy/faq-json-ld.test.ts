import { describe, expect, test } from "vitest";

import { scriptJson } from "#app/seo/script-json.ts";

import { faqPageJsonLd } from "./faq-json-ld.ts";

const URL = "https://shop.example/nejcastejsi-dotazy";

describe("faqPageJsonLd", () => {
  test("lists every question with its answer in the page's order", () => {
    expect(
      faqPageJsonLd({
        url: URL,
        topics: [
          {
            id: "tema-doprava",
            title: "Doprava",
            questions: [
              { id: "doprava", question: "Kolik stojí doprava?", answer: "69 Kč.", lang: null },
            ],
          },
          {
            id: "tema-vraceni",
            title: "Vrácení",
            questions: [
              { id: "vraceni", question: "Mohu zboží vrátit?", answer: "Do 30 dní.", lang: null },
            ],
          },
        ],
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      "@id": `${URL}#faq`,
      url: URL,
      mainEntity: [
        {
          "@type": "Question",
          "@id": `${URL}#doprava`,
          name: "Kolik stojí doprava?",
          acceptedAnswer: { "@type": "Answer", text: "69 Kč." },
        },
        {
          "@type": "Question",
          "@id": `${URL}#vraceni`,
          name: "Mohu zboží vrátit?",
          acceptedAnswer: { "@type": "Answer", text: "Do 30 dní." },
        },
      ],
    });
  });

  test("names the language of an answer written in another than the page's", () => {
    const data = faqPageJsonLd({
      url: URL,
      topics: [
        {
          id: "tema-vratenie",
          title: "Vrátenie",
          questions: [
            { id: "vraceni", question: "Môžem tovar vrátiť?", answer: "Áno.", lang: null },
            { id: "vymena", question: "Mohu zboží vyměnit?", answer: "Ano.", lang: "cs" },
          ],
        },
      ],
    });
    expect(data["mainEntity"]).toEqual([
      expect.not.objectContaining({ inLanguage: expect.anything() }),
      expect.objectContaining({ name: "Mohu zboží vyměnit?", inLanguage: "cs" }),
    ]);
  });

  test("an answer cannot close its script element", () => {
    const data = faqPageJsonLd({
      url: URL,
      topics: [
        {
          id: "t",
          title: "T",
          questions: [{ id: "q", question: "</script><b>", answer: "<!-- x", lang: null }],
        },
      ],
    });
    expect(scriptJson(data)).not.toMatch(/</);
  });
});
