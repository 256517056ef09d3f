import { graphql, HttpResponse } from "msw";

/**
 * A small magazine for loader tests: two top-level categories (one with a child), a tag,
 * three authors (one without a page, one moved from an old slug) and 20 articles a day
 * apart, the newest scheduled for later. The handlers filter as the CMS's GraphQL does.
 */

const pageMeta = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  seo_title: null,
  seo_description: null,
  seo_keywords: null,
  meta_nofollow: false,
  meta_noindex: false,
  share_image: null,
  canonical_slugs: [
    { language: "cs", slug },
    { language: "sk", slug: `${slug}-sk` },
  ],
  ...extra,
});

export const MAGAZINE_CATEGORIES = [
  {
    _id: "cat-toys",
    title: "Vibrátory a hračky",
    menu_title: "Hračky",
    weight: 10,
    perex: "Jak vybrat a používat.",
    page_meta: pageMeta("vibratory-a-hracky"),
    master_category: null,
  },
  {
    _id: "cat-health",
    title: "Zdraví a bezpečí",
    menu_title: null,
    weight: 20,
    perex: null,
    page_meta: pageMeta("zdravi-a-bezpeci"),
    master_category: null,
  },
  {
    _id: "cat-beginners",
    title: "Pro začátečníky",
    menu_title: null,
    weight: 5,
    perex: "První kroky.",
    page_meta: pageMeta("pro-zacatecniky"),
    master_category: { _id: "cat-toys" },
  },
];

export const MAGAZINE_TAG = {
  _id: "tag-silicone",
  title: "silikon",
  perex: "Vše o silikonu.",
  page_meta: pageMeta("silikon"),
};

export const MAGAZINE_AUTHORS = [
  {
    _id: "author-katerina",
    title: "Kateřina Novotná",
    perex: "Sexuoložka.",
    image: { path: "authors/katerina.jpg", alt: null, title: null },
    content: {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Bio." }] }],
    },
    author_has_page: true,
    page_meta: pageMeta("katerina-novotna", { slug_redirects: ["katerina-novotna-dvorakova"] }),
  },
  {
    _id: "author-adam",
    title: "Adam Beneš",
    perex: null,
    image: null,
    content: null,
    author_has_page: true,
    page_meta: pageMeta("adam-benes", { slug_redirects: [] }),
  },
  {
    _id: "author-editors",
    title: "Redakce Amoris",
    perex: null,
    image: null,
    content: null,
    author_has_page: false,
    page_meta: pageMeta("redakce", { slug_redirects: null }),
  },
];

/** The day the tests stand on: article 20 is scheduled for the day after it. */
export const MAGAZINE_NOW = new Date("2026-11-20T12:00:00Z");

const categoryRef = (id: string) => {
  const category = MAGAZINE_CATEGORIES.find((entry) => entry._id === id);
  if (!category) return null;
  const master = MAGAZINE_CATEGORIES.find((entry) => entry._id === category.master_category?._id);
  return {
    _id: category._id,
    title: category.title,
    page_meta: { slug: category.page_meta.slug },
    master_category: master
      ? { _id: master._id, title: master.title, page_meta: { slug: master.page_meta.slug } }
      : null,
  };
};

const CATEGORY_OF = ["cat-toys", "cat-beginners", "cat-health"];

/** Article n (1 to 20) was published n days after 1 November 2026, at 08:00. */
export const MAGAZINE_ARTICLES = Array.from({ length: 20 }, (_, index) => {
  const n = index + 1;
  const author = MAGAZINE_AUTHORS[n % 3];
  return {
    _id: `article-${n}`,
    title: `Článek ${n}`,
    perex: `Perex článku ${n}.`,
    content: {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: `Text ${n}.` }] }],
    },
    date_published: new Date(Date.UTC(2026, 10, 1 + n, 8)).toISOString(),
    created: new Date(Date.UTC(2026, 10, n, 8)).toISOString(),
    image: { path: `articles/${n}.jpg`, alt: `Obrázek ${n}` },
    page_meta: pageMeta(`clanek-${n}`),
    author: author
      ? {
          _id: author._id,
          title: author.title,
          perex: author.perex,
          image: author.image ? { path: author.image.path, alt: author.image.alt } : null,
          author_has_page: author.author_has_page,
          page_meta: { slug: author.page_meta.slug },
        }
      : null,
    category: categoryRef(CATEGORY_OF[n % 3] ?? "cat-toys"),
    tags:
      n % 2 === 0
        ? [{ _id: MAGAZINE_TAG._id, title: MAGAZINE_TAG.title, page_meta: { slug: "silikon" } }]
        : [],
    product_reference: n === 19 ? [{ entityId: 101 }] : [],
  };
});

type ListVariables = {
  slug?: string;
  category?: string | null;
  tag?: string | null;
  author?: string | null;
  before?: string | null;
  skip?: number;
  limit?: number;
};

function filtered(variables: ListVariables) {
  return MAGAZINE_ARTICLES.filter(
    (article) =>
      (!variables.slug || article.page_meta.slug === variables.slug) &&
      (!variables.category ||
        article.category?._id === variables.category ||
        article.category?.master_category?._id === variables.category) &&
      (!variables.tag || article.tags.some((tag) => tag._id === variables.tag)) &&
      (!variables.author || article.author?._id === variables.author) &&
      (!variables.before || article.date_published < variables.before),
  ).sort((a, b) => b.date_published.localeCompare(a.date_published));
}

/** Every magazine query of the BFF, answered from the fixtures above. */
export const magazineHandlers = [
  graphql.query<Record<string, unknown>, ListVariables>("ArticleList", ({ variables }) => {
    const all = filtered(variables);
    const skip = variables.skip ?? 0;
    const entities = all.slice(skip, skip + (variables.limit ?? 100));
    return HttpResponse.json({ data: { result: { entities, total: all.length } } });
  }),
  graphql.query<Record<string, unknown>, ListVariables>("ArticleSlugs", ({ variables }) => {
    const all = filtered(variables);
    const skip = variables.skip ?? 0;
    const entities = all.slice(skip, skip + (variables.limit ?? 100));
    return HttpResponse.json({ data: { result: { entities, total: all.length } } });
  }),
  graphql.query("ArticleTags", () =>
    HttpResponse.json({ data: { result: { entities: [MAGAZINE_TAG], total: 1 } } }),
  ),
  graphql.query<Record<string, unknown>, ListVariables>("ArticleBySlug", ({ variables }) =>
    HttpResponse.json({
      data: {
        result: {
          entities: MAGAZINE_ARTICLES.filter(
            (article) => article.page_meta.slug === variables.slug,
          ),
        },
      },
    }),
  ),
  graphql.query<Record<string, unknown>, { date: string; before: string }>(
    "ArticleNeighbours",
    ({ variables }) => {
      const published = MAGAZINE_ARTICLES.filter(
        (article) => article.date_published < variables.before,
      );
      const older = published
        .filter((article) => article.date_published < variables.date)
        .sort((a, b) => b.date_published.localeCompare(a.date_published));
      const newer = published
        .filter((article) => article.date_published > variables.date)
        .sort((a, b) => a.date_published.localeCompare(b.date_published));
      return HttpResponse.json({
        data: { older: { entities: older.slice(0, 1) }, newer: { entities: newer.slice(0, 1) } },
      });
    },
  ),
  graphql.query("ArticleCategories", () =>
    HttpResponse.json({
      data: { result: { entities: MAGAZINE_CATEGORIES, total: MAGAZINE_CATEGORIES.length } },
    }),
  ),
  graphql.query<Record<string, unknown>, { slug: string }>("ArticleTagBySlug", ({ variables }) =>
    HttpResponse.json({
      data: { result: { entities: variables.slug === "silikon" ? [MAGAZINE_TAG] : [] } },
    }),
  ),
  graphql.query("ArticleListConfiguration", () =>
    HttpResponse.json({
      data: {
        result: {
          title: "Nákupní rádce",
          perex: "Rady pro nákup.",
          description: null,
          image: { path: "magazine/header.jpg", alt: null },
        },
      },
    }),
  ),
  graphql.query("Authors", () => {
    const entities = MAGAZINE_AUTHORS.filter((author) => author.author_has_page);
    return HttpResponse.json({ data: { result: { entities, total: entities.length } } });
  }),
  graphql.query<Record<string, unknown>, { slug: string }>("AuthorBySlug", ({ variables }) =>
    HttpResponse.json({
      data: {
        result: {
          entities: MAGAZINE_AUTHORS.filter(
            (author) =>
              author.page_meta.slug === variables.slug ||
              ("slug_redirects" in author.page_meta &&
                Array.isArray(author.page_meta.slug_redirects) &&
                author.page_meta.slug_redirects.includes(variables.slug)),
          ),
        },
      },
    }),
  ),
];
