import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { listCutoff } from "#bff/cms/articles.ts";
import { isBffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";
import { MAGAZINE_CATEGORIES, MAGAZINE_NOW } from "#bff/mocks/magazine.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { ARTICLES_PER_PAGE, magazineListing, magazineNavigation } from "./magazine-listing.ts";

setUpMockUpstreams();

const ctx = () => testContext();
const now = MAGAZINE_NOW;

async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return isBffError(error) ? error.status : -1;
  }
}

describe("the magazine home", () => {
  test("shows 15 published articles a page, newest first, and the rest on page 2", async () => {
    const first = await magazineListing({ ctx: ctx(), scope: { kind: "home" }, page: 1, now });
    expect(ARTICLES_PER_PAGE).toBe(15);
    // Article 19 was published on 20 November at 08:00; article 20 only the next day.
    expect(first.total).toBe(19);
    expect(first.pages).toBe(2);
    expect(first.articles).toHaveLength(15);
    expect(first.articles.map((article) => article.slug).slice(0, 3)).toEqual([
      "clanek-19",
      "clanek-18",
      "clanek-17",
    ]);
    expect(first.title).toBe("Nákupní rádce");
    expect(first.perex).toBe("Rady pro nákup.");

    const second = await magazineListing({ ctx: ctx(), scope: { kind: "home" }, page: 2, now });
    expect(second.articles.map((article) => article.slug)).toEqual([
      "clanek-4",
      "clanek-3",
      "clanek-2",
      "clanek-1",
    ]);
  });

  test("answers 404 past its last page", async () => {
    expect(
      await statusOf(magazineListing({ ctx: ctx(), scope: { kind: "home" }, page: 3, now })),
    ).toBe(404);
  });

  test("asks the CMS for articles published before now, to the minute, so pages stay full", async () => {
    const asked: Array<unknown> = [];
    mockServer.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/graphql")) asked.push(request.clone().json());
    });
    await magazineListing({
      ctx: ctx(),
      scope: { kind: "home" },
      page: 1,
      now: new Date("2026-11-20T12:34:56.789Z"),
    });
    mockServer.events.removeAllListeners();
    const bodies = (await Promise.all(asked)) as Array<{
      operationName?: string;
      variables: Record<string, unknown>;
    }>;
    const list = bodies.find((body) => body.operationName === "ArticleList");
    expect(list?.variables).toMatchObject({
      before: "2026-11-20T12:34:00.000Z",
      skip: 0,
      limit: 15,
      site: "cz",
    });
    expect(listCutoff(new Date("2026-11-20T12:34:56.789Z"))).toBe("2026-11-20T12:34:00.000Z");
  });

  test("never shows an article the CMS answers although its date has not come", async () => {
    mockServer.use(
      graphql.query("ArticleList", () =>
        HttpResponse.json({
          data: {
            result: {
              total: 1,
              entities: [
                {
                  _id: "later",
                  title: "Později",
                  perex: null,
                  date_published: "2026-12-24T08:00:00.000Z",
                  image: null,
                  page_meta: { slug: "pozdeji" },
                  category: null,
                  author: null,
                },
              ],
            },
          },
        }),
      ),
    );
    const listing = await magazineListing({ ctx: ctx(), scope: { kind: "home" }, page: 1, now });
    expect(listing.articles).toEqual([]);
  });
});

describe("a magazine category", () => {
  test("lists its own articles and its children's", async () => {
    const listing = await magazineListing({
      ctx: ctx(),
      scope: { kind: "category", slug: "vibratory-a-hracky", child: null },
      page: 1,
      now,
    });
    if (listing.kind === "moved") throw new Error("expected the category");
    const categories = new Set(listing.articles.map((article) => article.category));
    expect(categories).toEqual(new Set(["Vibrátory a hračky", "Pro začátečníky"]));
    expect(listing.title).toBe("Vibrátory a hračky");
    expect(listing.parents).toEqual([]);
  });

  test("a child category lives under its master and names it in the trail", async () => {
    const listing = await magazineListing({
      ctx: ctx(),
      scope: { kind: "category", slug: "vibratory-a-hracky", child: "pro-zacatecniky" },
      page: 1,
      now,
    });
    if (listing.kind === "moved") throw new Error("expected the category");
    expect(listing.articles.every((article) => article.category === "Pro začátečníky")).toBe(true);
    expect(listing.parents).toEqual([
      { title: "Vibrátory a hračky", place: { slug: "vibratory-a-hracky", child: null } },
    ]);
    expect(listing.place).toEqual({ slug: "vibratory-a-hracky", child: "pro-zacatecniky" });
  });

  test("a child asked at a one-segment address answers where it lives", async () => {
    expect(
      await magazineListing({
        ctx: ctx(),
        scope: { kind: "category", slug: "pro-zacatecniky", child: null },
        page: 1,
        now,
      }),
    ).toEqual({ kind: "moved", place: { slug: "vibratory-a-hracky", child: "pro-zacatecniky" } });
  });

  test("a child under the wrong master moves to its own; an unknown category is 404", async () => {
    expect(
      await magazineListing({
        ctx: ctx(),
        scope: { kind: "category", slug: "zdravi-a-bezpeci", child: "pro-zacatecniky" },
        page: 1,
        now,
      }),
    ).toEqual({ kind: "moved", place: { slug: "vibratory-a-hracky", child: "pro-zacatecniky" } });
    expect(
      await statusOf(
        magazineListing({
          ctx: ctx(),
          scope: { kind: "category", slug: "neni", child: null },
          page: 1,
          now,
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        magazineListing({
          ctx: ctx(),
          scope: { kind: "category", slug: "vibratory-a-hracky", child: "neni" },
          page: 1,
          now,
        }),
      ),
    ).toBe(404);
  });
});

describe("a magazine tag", () => {
  test("lists the tag's published articles; an unknown tag is 404", async () => {
    const listing = await magazineListing({
      ctx: ctx(),
      scope: { kind: "tag", slug: "silikon" },
      page: 1,
      now,
    });
    expect(listing.title).toBe("silikon");
    expect(listing.total).toBe(9);
    expect(
      await statusOf(
        magazineListing({ ctx: ctx(), scope: { kind: "tag", slug: "neni" }, page: 1, now }),
      ),
    ).toBe(404);
  });
});

describe("the magazine's navigation", () => {
  test("puts the heaviest top-level category first, children under their master, the current marked", () => {
    const navigation = magazineNavigation(MAGAZINE_CATEGORIES, "cat-beginners");
    expect(navigation.map((entry) => entry.title)).toEqual(["Zdraví a bezpečí", "Hračky"]);
    expect(navigation[1]?.children).toEqual([
      {
        title: "Pro začátečníky",
        place: { slug: "vibratory-a-hracky", child: "pro-zacatecniky" },
        current: true,
        children: [],
      },
    ]);
    expect(navigation[1]?.current).toBe(false);
  });
});
