import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { PAGES } from "#sandbox/seed/content-pages.ts";
import { shipperFee } from "#sandbox/seed/euro-fees.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { findPage, listPages } from "./content.ts";
import { findInfomail, listInfomails } from "./infomails.ts";
import { listAuthors } from "./magazine.ts";

/** The Slovak and German shops' own documents, and the ones left in Czech on purpose. */

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const CDN = "http://cms.test";

const page = (slug: string, lang: string) => findPage(db, "page", slug, lang).entities[0];

/** A text page's language, title and rich text, by slug. */
function textOf(slug: string, lang: string) {
  const found = page(slug, lang);
  return {
    slug,
    locale: found && "locale" in found ? found.locale : undefined,
    title: found?.title ?? "",
    content: found && "content" in found ? found.content : null,
  };
}

/** Every string of a rich-text document, joined. */
function words(node: unknown): string {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return node.map(words).join(" ");
  if (typeof node === "object" && node !== null) return Object.values(node).map(words).join(" ");
  return "";
}

const SHOP_PAGES = [
  ...PAGES.filter((entry) => entry.customMenuCode === "footerMenu1").map((entry) => entry.slug),
  "kontakt",
  "nejcastejsi-dotazy",
  "tabulka-velikosti",
];

describe("the shop's pages in Slovak and German", () => {
  it.each(["sk", "de"])("are written in %s, amounts in euros", (lang) => {
    const pages = SHOP_PAGES.map((slug) => textOf(slug, lang));
    expect(pages.filter((local) => local.locale !== lang).map((local) => local.slug)).toEqual([]);
    expect(
      pages.filter((local) => /Kč/.test(words(local.content))).map((local) => local.slug),
    ).toEqual([]);
    expect(
      pages
        .filter((local) => !local.title || !words(local.content).includes(local.title))
        .map((local) => local.slug),
    ).toEqual([]);
  });

  it("charge what the store charges for shipping", () => {
    for (const lang of ["sk", "de"]) {
      const delivery = words(textOf("doprava", lang).content);
      expect(delivery).toContain(shipperFee("packeta"));
      expect(delivery).toContain(shipperFee("ppl"));
      expect(delivery).toContain("60 €");
    }
    expect(shipperFee("packeta")).toBe("3,16 €");
  });

  it("carry their own titles into the page list", () => {
    const titles = listPages(db, "de").map((entry) => entry.title);
    expect(titles).toContain("Versand");
    expect(titles).not.toContain("Doprava");
  });

  it("answer a page without a translation in Czech, saying so", () => {
    const easter = page("velikonocni-inspirace", "sk");
    expect(easter).toMatchObject({ locale: "cs", title: "Velikonoční inspirace" });
    expect(page("doprava", "cs")).toMatchObject({ locale: "cs", title: "Doprava" });
  });
});

describe("infomails", () => {
  it("come in the shopper's language where they were sent in it", () => {
    const [mail] = findInfomail(db, "darek-ke-kazde-objednavce", CDN, "de").entities;
    expect(mail).toMatchObject({ locale: "de", title: "Ein Geschenk zu jeder Bestellung" });
    expect(mail?.infomail_html).toContain(`${CDN}/image/`);
  });

  it("stay Czech where the mail went out in Czech only", () => {
    for (const lang of ["sk", "de"]) {
      const spring = listInfomails(db, CDN, lang).find(
        (mail) => mail.page_meta.slug === "jarni-vyprodej",
      );
      expect(spring).toMatchObject({ locale: "cs", title: "Jarní výprodej: až 40 % dolů" });
    }
  });
});

describe("authors", () => {
  it("introduce themselves in the shopper's language", () => {
    const [author] = listAuthors(db, { slugs: ["jan-prochazka"] }, "sk");
    expect(author).toMatchObject({ locale: "sk", title: "Jan Procházka" });
    expect(author?.perex).toMatch(/^Farmaceut, ktorý/);
    expect(author?.page_meta).toMatchObject({
      slug: "jan-prochazka",
      seo_title: "Jan Procházka | Nákupný radca",
    });
  });
});
