import { beforeAll, describe, expect, it } from "vitest";

import { findCmsCategories, listBrands } from "#sandbox/cms/catalog-documents.ts";
import { loadHomepage } from "#sandbox/cms/content.ts";
import { loadSetting } from "#sandbox/cms/settings.ts";
import { openDatabase, type Db } from "#sandbox/db/open.ts";

import { BRANDS } from "./catalog-parameters.ts";
import { PHRASES } from "./content-translations-phrases.ts";
import { phraseBook } from "./content-translations.ts";
import { seedDatabase } from "./seed.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

/** Letters Slovak and German never write: a text with one is still Czech. */
const CZECH_ONLY = { sk: /[ěřůĚŘŮ]/, de: /[ěščřžýáíůúňťďĚŠČŘŽÝÁÍŮÚŇŤĎ]/ };

function strings(value: unknown): Array<string> {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe("generated Czech", () => {
  it("names a brand's country in the genitive", () => {
    const descriptions = listBrands(db, null).map((brand) => brand.description);
    expect(descriptions.join("\n")).not.toMatch(/z země/);
    expect(descriptions).toContain(
      "Velvet Touch je značka z Německa, která staví na kvalitních materiálech a pečlivém zpracování.",
    );
    expect(BRANDS.find((brand) => brand.title === "Silk Room")?.description).toContain(
      "z Velké Británie",
    );
  });

  it("introduces virtual categories in natural Czech", () => {
    const [sale] = findCmsCategories(db, "virtual", { slugs: ["akce-a-slevy"] });
    const text = JSON.stringify(sale?.description);
    expect(text).not.toContain("Výběr akce");
    expect(text).toContain("Akce a slevy z celé nabídky obchodu přehledně na jednom místě.");
  });
});

describe.each(["sk", "de"] as const)("translations into %s", (locale) => {
  it("give each Czech phrase one translation", () => {
    const column = locale === "sk" ? 1 : 2;
    const translations = new Map<string, Set<string>>();
    for (const phrase of PHRASES) {
      translations.set(phrase[0], (translations.get(phrase[0]) ?? new Set()).add(phrase[column]));
    }
    const ambiguous = [...translations].filter(([, local]) => local.size > 1);
    expect(ambiguous).toEqual([]);
    expect(phraseBook(locale).size).toBeGreaterThan(PHRASES.length);
  });

  it("name the homepage's guides by their slugs in the language", () => {
    const homepage = strings(loadHomepage(db, locale));
    expect(homepage).toContain(
      locale === "sk" ? "ako-vybrat-vibrator" : "wie-wahlt-man-einen-vibrator",
    );
    expect(homepage).not.toContain("jak-vybrat-vibrator");
  });

  it("leave no Czech in the settings, the homepage or the brands", () => {
    const documents = [
      ...(
        [
          "global_settings",
          "footer",
          "cart_configuration",
          "error_pages",
          "top_banner",
          "unique_selling_points",
          "info_boxes",
          "top_categories",
        ] as const
      ).map((key) => loadSetting(db, key, locale)),
      loadHomepage(db, locale),
      listBrands(db, null, locale).map((brand) => brand.description),
    ];
    const czech = strings(documents).filter((text) => CZECH_ONLY[locale].test(text));
    expect(czech).toEqual([]);
  });

  it("describe brands and virtual categories naturally", () => {
    const [brand] = listBrands(db, null, locale).filter((b) => b.title === "Velvet Touch");
    expect(brand?.description).toBe(
      locale === "sk"
        ? "Velvet Touch je značka z Nemecka, ktorá stavia na kvalitných materiáloch a starostlivom spracovaní."
        : "Velvet Touch ist eine Marke aus Deutschland, die auf hochwertige Materialien und sorgfältige Verarbeitung setzt.",
    );
    const [sale] = findCmsCategories(db, "virtual", { slugs: ["akce-a-slevy"], locale });
    expect(sale?.title).toBe(locale === "sk" ? "Akcie a zľavy" : "Angebote");
    expect(strings(sale?.description).join(" ")).not.toMatch(CZECH_ONLY[locale]);
  });
});
