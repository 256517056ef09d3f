import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { ARTICLES } from "#sandbox/seed/content-articles.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { listArticles } from "./articles.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const slugs = (lookup: Parameters<typeof listArticles>[1]) =>
  listArticles(db, lookup).map((article) => article.page_meta.slug);

describe("articles", () => {
  it("list every article, scheduled ones too, latest date_published first", () => {
    const all = listArticles(db, {});
    expect(all).toHaveLength(ARTICLES.length);
    const dates = all.map((article) => article.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.filter((date) => date >= "2027-01-01")).toHaveLength(2);
    expect(dates.filter((date) => date < "2026-11-01")).toHaveLength(8);
  });

  it("carry the spec's fields, with pictures the image route serves", () => {
    const [article] = listArticles(db, { slugs: ["cisteni-a-pece-o-eroticke-pomucky"] });
    expect(article).toMatchObject({
      title: "Čištění a péče o erotické pomůcky",
      short_title: "Čištění pomůcek",
      content: { type: "doc" },
      author: null,
      category: null,
      tags: [],
      site_enabled: ["cz", "sk"],
      page_meta: {
        slug: "cisteni-a-pece-o-eroticke-pomucky",
        meta_noindex: false,
        canonical_slugs: [
          { language: "cs", slug: "cisteni-a-pece-o-eroticke-pomucky" },
          { language: "sk", slug: "cisteni-a-pece-o-eroticke-pomucky" },
        ],
      },
    });
    const image = db.prepare("SELECT file_key FROM images WHERE file_key = ?").pluck();
    for (const { image: picture } of listArticles(db, {})) {
      expect(image.get(picture.path)).toBe(picture.path);
    }
  });

  it("are found by words of the title, diacritics ignored", () => {
    expect(slugs({ search: "cisteni" })).toEqual(["cisteni-a-pece-o-eroticke-pomucky"]);
    expect(slugs({ search: "velikost kondomu" })).toEqual(["jak-zvolit-spravnou-velikost-kondomu"]);
    expect(slugs({ search: "ok" })).toEqual([]);
  });

  it("select by ids and slugs, and keep to a site", () => {
    const [latest, next] = listArticles(db, {});
    expect(
      listArticles(db, { ids: [next?._id ?? "", latest?._id ?? ""] }).map((a) => a._id),
    ).toEqual([latest?._id, next?._id]);
    expect(slugs({ slugs: ["diskretni-nakup", "neexistuje"] })).toEqual(["diskretni-nakup"]);
    expect(slugs({ site: "cz" })).toContain("diskretni-nakup");
    expect(slugs({ site: "sk" })).not.toContain("diskretni-nakup");
    expect(slugs({ site: "de" })).toEqual([]);
  });
});
