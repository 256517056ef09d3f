import { describe, expect, test } from "vitest";

import type { TopicQuestion } from "#bff/cms/faq.ts";

import { anchorOf, groupFaqByTopic } from "./faq-topics.ts";

const ORDER = { _id: "t-order", slug: "objednavka", title: "Objednávka", weight: 60 };
const DELIVERY = { _id: "t-delivery", slug: "doprava", title: "Doprava", weight: 50 };
const SAME_WEIGHT = { _id: "t-pay", slug: "platba", title: "Platba", weight: 50 };

function question(
  id: string,
  title: string,
  topic: TopicQuestion["faq_topic_reference"],
  slug: string | null = id,
  locale = "cs",
): TopicQuestion {
  return { _id: id, title, content: `Odpověď ${id}`, locale, slug, faq_topic_reference: topic };
}

describe("groupFaqByTopic", () => {
  test("groups by topic, higher weight first, ties in the CMS's order, questions in theirs", () => {
    const groups = groupFaqByTopic(
      [
        question("doprava", "Kolik stojí doprava?", DELIVERY),
        question("platba", "Jak mohu zaplatit?", SAME_WEIGHT),
        question("zmena", "Mohu objednávku změnit?", ORDER),
        question("balik", "Kdy dorazí balík?", DELIVERY),
      ],
      "cs",
    );
    expect(groups).toEqual([
      {
        id: "tema-objednavka",
        title: "Objednávka",
        questions: [
          {
            id: "zmena",
            question: "Mohu objednávku změnit?",
            answer: "Odpověď zmena",
            lang: null,
          },
        ],
      },
      {
        id: "tema-doprava",
        title: "Doprava",
        questions: [
          {
            id: "doprava",
            question: "Kolik stojí doprava?",
            answer: "Odpověď doprava",
            lang: null,
          },
          { id: "balik", question: "Kdy dorazí balík?", answer: "Odpověď balik", lang: null },
        ],
      },
      {
        id: "tema-platba",
        title: "Platba",
        questions: [
          { id: "platba", question: "Jak mohu zaplatit?", answer: "Odpověď platba", lang: null },
        ],
      },
    ]);
  });

  test("a question without a slug is anchored by its title; every anchor is unique", () => {
    const [group] = groupFaqByTopic(
      [
        question("a", "Mohu zboží vrátit?", ORDER, null),
        question("b", "Mohu zboží vrátit?", ORDER, null),
        question("c", "Něco jiného", ORDER, "tema-objednavka"),
        question("d", "???", ORDER, ""),
      ],
      "cs",
    );
    expect(group?.questions.map((entry) => entry.id)).toEqual([
      "mohu-zbozi-vratit",
      "mohu-zbozi-vratit-2",
      "tema-objednavka-2",
      "otazka-1-4",
    ]);
  });

  test("leaves out questions without a topic", () => {
    expect(groupFaqByTopic([question("x", "Bez tématu", null)], "cs")).toEqual([]);
  });

  test("an answer the CMS gave in Czech on a Slovak page says it is Czech", () => {
    const [group] = groupFaqByTopic(
      [
        question("vraceni", "Môžem tovar vrátiť?", ORDER, "vraceni", "sk"),
        question("vymena", "Mohu zboží vyměnit?", ORDER, "vymena", "cs"),
      ],
      "sk",
    );
    expect(group?.questions.map((entry) => entry.lang)).toEqual([null, "cs"]);
  });
});

describe("anchorOf", () => {
  test("makes a fragment of Czech, Slovak and German words", () => {
    expect(anchorOf("Jak dlouho trvá doručení?")).toBe("jak-dlouho-trva-doruceni");
    expect(anchorOf("Ako dlho trvá doručenie?")).toBe("ako-dlho-trva-dorucenie");
    expect(anchorOf("Wie lange dauert die Lieferung? Größe")).toBe(
      "wie-lange-dauert-die-lieferung-grosse",
    );
  });
});
