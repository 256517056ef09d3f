import i18next from "i18next";
import { describe, expect, test } from "vitest";

import { i18nConfig } from "#app/i18n/i18n.ts";
import { translate, type Strings } from "#app/i18n/translate.ts";
import { TEXTS } from "#app/testing/texts.ts";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ""): Array<string> {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Values for every placeholder the texts have, numbers for the counts that pick a form. */
const SAMPLES = [0, 1, 2, 4, 5, 21, 1.5].map((count) => ({
  count,
  name: "Jana",
  email: "jana@example.cz",
  date: "1. 12.",
  code: "ABC",
  title: "Titulek",
  max: 10,
  unit: "ks",
  amount: "99 Kč",
  text: "text",
  minutes: 15,
  number: "R-1",
}));

describe("the shop's translate function reads the texts as i18next did", () => {
  test.each(["cs", "sk", "de"] as const)("every key in %s, with every plural form", async (lng) => {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nConfig, lng, resources: { [lng]: { common: TEXTS[lng] } } });
    const stems = [...new Set(keys(TEXTS[lng]).map((key) => key.replace(PLURAL_SUFFIX, "")))];
    for (const key of stems) {
      for (const values of [undefined, ...SAMPLES]) {
        expect(translate(TEXTS[lng] as Strings, lng, key, values), `${lng} ${key}`).toBe(
          i18n.t(key, values),
        );
      }
    }
  });

  test("an unknown key shows the key, or the default value given", () => {
    expect(translate({ a: { b: "B" } }, "cs", "a.c")).toBe("a.c");
    expect(translate({ a: { b: "B" } }, "cs", "a.c", { defaultValue: "ks" })).toBe("ks");
    expect(translate({ a: { b: "B" } }, "cs", "a")).toBe("a");
  });

  test("Czech counts pick their form: 1 kus, 2 to 4 kusy, else kusů", () => {
    const strings = {
      n: {
        pieces_one: "{{count}} kus",
        pieces_few: "{{count}} kusy",
        pieces_other: "{{count}} kusů",
      },
    };
    expect(
      [1, 3, 5, 22, 25].map((count) => translate(strings, "cs", "n.pieces", { count })),
    ).toEqual(["1 kus", "3 kusy", "5 kusů", "22 kusů", "25 kusů"]);
  });
});
