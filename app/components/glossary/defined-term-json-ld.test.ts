import { describe, expect, test } from "vitest";

import { scriptJson } from "#app/seo/script-json.ts";

import { definedTermJsonLd } from "./defined-term-json-ld.ts";

const SET = {
  name: "Erotický výkladový slovník",
  url: "https://shop.example/eroticky-vykladovy-slovnik",
};

describe("DefinedTerm JSON-LD", () => {
  test("names the term, its description and URL, in the glossary's DefinedTermSet", () => {
    expect(
      definedTermJsonLd({
        name: "Silikon",
        description: "Nejoblíbenější materiál erotických pomůcek.",
        url: "https://shop.example/eroticky-vykladovy-slovnik/silikon",
        set: SET,
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "DefinedTerm",
      name: "Silikon",
      description: "Nejoblíbenější materiál erotických pomůcek.",
      url: "https://shop.example/eroticky-vykladovy-slovnik/silikon",
      inDefinedTermSet: {
        "@type": "DefinedTermSet",
        name: "Erotický výkladový slovník",
        url: "https://shop.example/eroticky-vykladovy-slovnik",
      },
    });
  });

  test("leaves out a missing description, and its text cannot close the script", () => {
    const data = definedTermJsonLd({
      name: "</script><b>",
      description: null,
      url: "https://shop.example/eroticky-vykladovy-slovnik/x",
      set: SET,
    });
    expect(data).not.toHaveProperty("description");
    expect(scriptJson(data)).not.toContain("</script>");
  });
});
