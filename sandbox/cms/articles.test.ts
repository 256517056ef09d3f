import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { ARTICLES } from "#sandbox/seed/content-articles.ts";
import { magazineIds } from "#sandbox/seed/content-magazine-insert.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { listArticles } from "./articles.ts";

let db: Db;
const now = new Date().toISOString();

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const slugs = (lookup: Parameters<typeof listArticles>[1]) =>
  listArticles(db, lookup).map((article) => article.page_meta.slug);

describe("articles", () => {
  it("list every article, scheduled ones too, latest date_published first, then by id", () => {
    const all = listArticles(db, {});
    expect(all).toHaveLength(ARTICLES.length + 3);
    const order = all.map((article) => [article.date_published, article._id].join(" "));
    const newestFirst = (a: string, b: string) =>
      b.slice(0, 24).localeCompare(a.slice(0, 24)) || a.localeCompare(b);
    expect(order).toEqual([...order].sort(newestFirst));
    // Three are placed after the seeding day, so they are always ahead; two more carry fixed
    // dates in 2027 and are ahead only until then.
    expect(all.filter((article) => article.date_published > now).length).toBeGreaterThanOrEqual(3);
  });

  it("carry the spec's fields with their author, category, tags and related products", () => {
    const [article] = listArticles(db, { slugs: ["cisteni-a-pece-o-eroticke-pomucky"] });
    expect(article).toMatchObject({
      title: "Čištění a péče o erotické pomůcky",
      short_title: "Čištění pomůcek",
      content: { type: "doc" },
      author: { title: "Tomáš Marek", author_has_page: true },
      category: {
        title: "Čištění a skladování",
        master_category: { title: "Lubrikace a péče", master_category: null },
      },
      tags: [{ title: "údržba" }, { title: "silikon" }],
      product_reference: [{ entityId: 1035 }],
      site_enabled: ["cz"],
      page_meta: {
        slug: "cisteni-a-pece-o-eroticke-pomucky",
        meta_noindex: false,
        canonical_slugs: [
          { language: "cs", slug: "cisteni-a-pece-o-eroticke-pomucky" },
          { language: "de", slug: "toys-richtig-reinigen-und-pflegen" },
          { language: "sk", slug: "cistenie-a-starostlivost-o-eroticke-pomocky" },
        ],
      },
    });
    const [slovak] = listArticles(db, {
      slugs: ["cistenie-a-starostlivost-o-eroticke-pomocky"],
    });
    expect(slovak?.site_enabled).toEqual(["sk"]);
    expect(slovak?.page_meta.canonical_slugs).toEqual(article?.page_meta.canonical_slugs);
    expect(slovak?.category?.site_enabled).toEqual(["sk"]);
    const image = db.prepare("SELECT file_key FROM images WHERE file_key = ?").pluck();
    for (const { image: picture } of listArticles(db, {})) {
      expect(image.get(picture.path)).toBe(picture.path);
    }
  });

  it("are found by words of the title in the shopper's language, diacritics ignored", () => {
    expect(slugs({ search: "cisteni" })).toEqual(["cisteni-a-pece-o-eroticke-pomucky"]);
    expect(slugs({ search: "velikost kondomu" })[0]).toBe("jak-zvolit-spravnou-velikost-kondomu");
    expect(slugs({ search: "ok" })).toEqual([]);
    expect(slugs({ search: "vibrator" })).not.toContain("ako-vybrat-prvy-vibrator");
    expect(slugs({ search: "prvy vibrator", locale: "sk" })[0]).toBe("ako-vybrat-prvy-vibrator");
    expect(slugs({ search: "ersten", locale: "de" })).toEqual(["den-ersten-vibrator-auswaehlen"]);
  });

  it("select by ids and slugs, and keep to a site", () => {
    const [latest, next] = listArticles(db, {});
    expect(
      listArticles(db, { ids: [next?._id ?? "", latest?._id ?? ""] }).map((a) => a._id),
    ).toEqual([latest?._id, next?._id]);
    expect(slugs({ slugs: ["diskretni-nakup", "neexistuje"] })).toEqual(["diskretni-nakup"]);
    expect(slugs({ site: "cz" })).toContain("diskretni-nakup");
    expect(slugs({ site: "sk" })).not.toContain("diskretni-nakup");
    expect(slugs({ site: "sk" })).toHaveLength(8);
    expect(slugs({ site: "de" })).toHaveLength(5);
  });

  it("filter by a category together with its children", () => {
    const master = magazineIds.category("lubrikace-a-pece");
    const articles = listArticles(db, { category: master });
    expect(articles.map((a) => a.page_meta.slug)).toEqual(
      expect.arrayContaining([
        "kolik-lubrikantu-pouzit",
        "lubrikant-na-vodni-nebo-silikonove-bazi",
        "cisteni-a-pece-o-eroticke-pomucky",
      ]),
    );
    for (const { category } of articles) {
      expect([category?._id, category?.master_category?._id]).toContain(master);
    }
    expect(slugs({ category: magazineIds.category("lubrikanty") })).not.toContain(
      "kolik-lubrikantu-pouzit",
    );
    expect(slugs({ category: "000000000000000000000000" })).toEqual([]);
  });

  it("filter by tag, author and publishing date, alone and together", () => {
    const tag = magazineIds.tag("pradlo");
    expect(slugs({ tag })).toEqual(
      expect.arrayContaining(["jak-vybrat-pradlo-podle-postavy", "pradlo-jako-darek"]),
    );
    for (const article of listArticles(db, { tag })) {
      expect(article.tags.map((t) => t._id)).toContain(tag);
    }
    const author = magazineIds.author("katerina-novotna");
    for (const article of listArticles(db, { author })) {
      expect(article.author?._id).toBe(author);
    }
    expect(slugs({ published_before: "2024-02-01T00:00:00Z" })).toEqual([
      "jak-spravne-nasadit-kondom",
    ]);
    // Strictly before: an article published at that very instant is left out.
    expect(slugs({ published_before: "2024-01-23T07:00:00.000Z" })).toEqual([]);
    expect(slugs({ published_before: "2024-01-23T08:00:00+01:00" })).toEqual([]);
    // The article after another: strictly later, oldest first.
    const [oldest, second, third] = listArticles(db, { site: "cz" }).reverse();
    expect(
      slugs({ site: "cz", published_after: oldest?.date_published, sort: "asc" }).slice(0, 2),
    ).toEqual([second?.page_meta.slug, third?.page_meta.slug]);
    const published = listArticles(db, { site: "cz", published_before: now });
    expect(published.every((article) => article.date_published < now)).toBe(true);
    expect(slugs({ site: "cz", published_before: now })).not.toContain(
      "pripravujeme-vanocni-darky",
    );
    expect(
      slugs({ author, tag: magazineIds.tag("komunikace"), published_before: "2025-01-01" }),
    ).toEqual([
      "ostych-z-prvni-hracky",
      "jak-prolomit-rutinu-ve-vztahu",
      "jak-mluvit-o-svych-pranich",
    ]);
    expect(() => listArticles(db, { published_before: "zítra" })).toThrow(/ISO 8601/);
  });
});
