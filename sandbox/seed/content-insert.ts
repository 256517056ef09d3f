import { backgroundFor } from "#sandbox/cms/images.ts";
import type { Db } from "#sandbox/db/open.ts";

import { asciiSlug } from "./catalog-generator.ts";
import { cmsId } from "./catalog-ids.ts";
import { imageInserter, searchInserter, slugInserter } from "./catalog-insert.ts";
import { CATEGORIES } from "./catalog.ts";
import { seedArticles } from "./content-articles-insert.ts";
import { seedBranches } from "./content-branches-insert.ts";
import { CATEGORY_TEXTS } from "./content-catalog-texts.ts";
import {
  BANNERS,
  CATEGORY_CONTENT,
  CMS_CATEGORIES,
  TIME_WINDOWS,
  categoryDescriptionDoc,
} from "./content-catalog.ts";
import { seedFaqTopics } from "./content-faq-insert.ts";
import { GENERAL_FAQ } from "./content-faq.ts";
import { seedGlossary } from "./content-glossary-insert.ts";
import { magazineIds } from "./content-magazine-insert.ts";
import { PAGES, REDIRECTS } from "./content-pages.ts";
import {
  CART_CONFIGURATION,
  ERROR_PAGES,
  FOOTER,
  GLOBAL_SETTINGS,
  INFO_BOXES,
  TOP_BANNER,
  UNIQUE_SELLING_POINTS,
} from "./content-settings.ts";

/**
 * Inserts the CMS documents of the content side (categories, FAQ, banners, pages, settings,
 * articles).
 */
/**
 * The first top-category tile also leads into the magazine, through the two link types the
 * CMS has for it: a magazine category and a tag.
 */
const MAGAZINE_TILE_LINKS = [
  {
    title: "Rady k výběru hraček",
    link_type: "article_category",
    article_category_link: { _id: magazineIds.category("vibratory-a-hracky") },
  },
  {
    title: "Vše o silikonu",
    link_type: "article_tag",
    article_tag_link: { _id: magazineIds.tag("silikon") },
  },
];

export function seedContent(db: Db): void {
  const image = imageInserter(db);
  const picture = (key: string, title: string): { path: string; alt: string } => {
    image(key, title, backgroundFor(key));
    return { path: key, alt: title };
  };
  seedCategoryContent(db, picture);
  seedFaqQuestions(db);
  seedFaqTopics(db);
  seedCmsCategories(db, picture);
  seedBanners(db, picture);
  seedPages(db, picture);
  seedSettings(db, picture);
  seedArticles(db, picture);
  seedGlossary(db);
  seedBranches(db, picture);
}

export type Picture = (key: string, title: string) => { path: string; alt: string };

function seedCategoryContent(db: Db, picture: Picture): void {
  const insert = db.prepare(
    "INSERT INTO category_content (category_id, id, data) VALUES (?, ?, ?)",
  );
  const names = new Map(
    CATEGORIES.flatMap((c) => [
      [c.id, c.name] as const,
      ...c.children.map((ch) => [ch.id, ch.name] as const),
    ]),
  );
  for (const content of CATEGORY_CONTENT) {
    const name = names.get(content.categoryId) ?? "";
    const id = cmsId(`category:${content.categoryId}`);
    insert.run(
      content.categoryId,
      id,
      JSON.stringify({
        description: categoryDescriptionDoc(content.description, name),
        text_below_products: content.textBelowProducts,
        category_banner: picture(`categories/${content.categoryId}/banner`, name),
        top_category_image: picture(`categories/${content.categoryId}/top`, name),
        category_video: content.video,
        limited_offer_reference: content.limitedOffer
          ? [
              {
                _id: cmsId(`offer:${content.categoryId}`),
                type: "product",
                title: content.limitedOffer.title,
                active: content.limitedOffer.active,
                offer_datetime_from: TIME_WINDOWS.current.start,
                offer_datetime: TIME_WINDOWS.current.end,
                text_button: "Chci slevu",
                domain_enabled: ["cz", "sk"],
                product_reference: { entityId: content.limitedOffer.productId },
              },
            ]
          : [],
        seo_title: CATEGORY_TEXTS.seoTitle.cs(name),
        seo_description: content.description,
      }),
    );
  }
}

/**
 * Inserts the FAQ: the general shop questions first, then the questions each top
 * category's page lists. Ids derive from the category and the place, so they stay stable.
 */
function seedFaqQuestions(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO faq_questions (id, category_id, title, content, site_enabled, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const search = searchInserter(db);
  const questions = [
    ...GENERAL_FAQ.map((faq) => ({ ...faq, id: cmsId(`faq:${faq.key}`), categoryId: null })),
    ...CATEGORY_CONTENT.flatMap((content) =>
      content.faq.map((faq, index) => ({
        ...faq,
        id: cmsId(`faq:${content.categoryId}:${index}`),
        categoryId: content.categoryId,
        siteEnabled: ["cz", "sk"],
      })),
    ),
  ];
  questions.forEach((faq, position) => {
    insert.run(
      faq.id,
      faq.categoryId,
      faq.title,
      faq.content,
      JSON.stringify(faq.siteEnabled),
      position,
    );
    search("faq_question", faq.id, faq.title, faq.content);
  });
}

function seedCmsCategories(db: Db, picture: Picture): void {
  const insert = db.prepare(
    `INSERT INTO cms_categories (id, kind, slug, title, store_category_id, value_key, position, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const translation = slugInserter(db);
  const search = searchInserter(db);
  CMS_CATEGORIES.forEach((category, position) => {
    const id = cmsId(`${category.kind}:${category.slug}`);
    const valueKey = category.parameters
      .flatMap((parameter) => parameter.values)
      .sort((a, b) => a - b)
      .join(",");
    insert.run(
      id,
      category.kind,
      category.slug,
      category.title,
      category.storeCategoryId,
      valueKey,
      position,
      JSON.stringify({
        parameters: category.parameters,
        sliced_tags: category.slicedTags,
        sliced_categories: category.slicedCategories,
        sliced_categories_excluded: category.slicedCategoriesExcluded,
        price_range: category.priceRange,
        description: categoryDescriptionDoc(
          CATEGORY_TEXTS.cmsIntro.cs(category.title),
          category.title,
        ),
        top_category_image: picture(`${category.kind}-categories/${category.slug}`, category.title),
      }),
    );
    const type = `${category.kind}_category`;
    translation(type, id, "cs", category.slug, category.title);
    translation(type, id, "sk", asciiSlug(category.translations.sk), category.translations.sk);
    translation(type, id, "de", asciiSlug(category.translations.de), category.translations.de);
    search(type, id, category.title, "");
  });
}

function seedBanners(db: Db, picture: Picture): void {
  const insert = db.prepare(
    `INSERT INTO banners (id, kind, category_id, customer_group, time_limited, time_limit_start,
       time_limit_end, enabled, weight, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  BANNERS.forEach((banner, index) => {
    const id = cmsId(`banner:${banner.key}`);
    const window = banner.window === "always" ? null : TIME_WINDOWS[banner.window];
    const mainImage = picture(`banners/${asciiSlug(banner.key)}`, banner.title);
    insert.run(
      id,
      banner.kind,
      banner.categoryId,
      banner.customerGroup ?? null,
      window ? 1 : 0,
      window?.start ?? null,
      window?.end ?? null,
      banner.enabled === false ? 0 : 1,
      BANNERS.length - index,
      JSON.stringify({
        title: banner.title,
        url: banner.url,
        main_image: mainImage,
        main_image_translatable: mainImage,
        description: banner.text ?? null,
        banner_wide_text: banner.text ?? null,
        banner_wide_text_2: banner.text2 ?? null,
        banner_wide_button_text: banner.buttonText ?? null,
        position: banner.position ?? null,
        item_id: `banner-${index + 1}`,
        item_name: banner.title,
      }),
    );
  });
}

function seedPages(db: Db, picture: Picture): void {
  const insert = db.prepare(
    "INSERT INTO pages (id, kind, slug, title, position, data) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insertBlock = db.prepare(
    `INSERT INTO content_blocks (id, owner_type, owner_id, position, type, data)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertRewrite = db.prepare(
    "INSERT INTO url_rewrites (lang, path, page_id) VALUES (?, ?, ?)",
  );
  const translation = slugInserter(db);
  const search = searchInserter(db);
  picture("content/jak-nakupovat", "Jak nakupovat");
  PAGES.forEach((page, position) => {
    const id = cmsId(`${page.kind}:${page.slug}`);
    insert.run(
      id,
      page.kind,
      page.slug,
      page.title,
      position,
      JSON.stringify({
        content: page.content,
        custom_menu_code: page.customMenuCode ?? null,
        contact_box: page.contactBox ?? false,
        seo_description: page.seoDescription,
        url_rewrite: page.urlRewrites?.find((rewrite) => rewrite.lang === "cs")?.path ?? null,
        background_image:
          page.kind === "content_page" ? picture(`pages/${page.slug}`, page.title) : null,
        blocks_per_page: page.kind === "content_page" ? 10 : null,
      }),
    );
    (page.blocks ?? []).forEach((block, index) =>
      insertBlock.run(
        cmsId(`${id}:${index}`),
        page.kind,
        id,
        index,
        block.type,
        JSON.stringify(block.data),
      ),
    );
    for (const rewrite of page.urlRewrites ?? []) insertRewrite.run(rewrite.lang, rewrite.path, id);
    translation(page.kind, id, "cs", page.slug, page.title);
    translation(page.kind, id, "sk", asciiSlug(page.translations.sk), page.translations.sk);
    translation(page.kind, id, "de", asciiSlug(page.translations.de), page.translations.de);
    search(page.kind, id, page.title, page.seoDescription);
  });
  const insertRedirect = db.prepare(
    "INSERT INTO redirects (path, route, slug, type, target) VALUES (@path, @route, @slug, @type, @target)",
  );
  for (const redirect of REDIRECTS) {
    insertRedirect.run({ path: null, route: null, slug: null, type: null, ...redirect });
  }
}

function seedSettings(db: Db, picture: Picture): void {
  const insert = db.prepare("INSERT INTO settings (key, data) VALUES (?, ?)");
  const put = (key: string, data: unknown) => insert.run(key, JSON.stringify(data));
  put("global_settings", GLOBAL_SETTINGS);
  put("footer", {
    ...FOOTER,
    badges: FOOTER.badges.map((badge) => ({ ...badge, image: picture(badge.path, badge.title) })),
  });
  put("cart_configuration", { _id: cmsId("cart_configuration"), ...CART_CONFIGURATION });
  put(
    "error_pages",
    ERROR_PAGES.map((page) => ({ _id: cmsId(`error:${page.status_code}`), ...page })),
  );
  put("top_banner", { _id: cmsId("top_banner"), ...TOP_BANNER });
  put(
    "unique_selling_points",
    UNIQUE_SELLING_POINTS.map((usp, index) => ({
      _id: cmsId(`usp:${index}`),
      weight: 10 - index,
      ...usp,
    })),
  );
  put(
    "info_boxes",
    INFO_BOXES.map((box, index) => ({ _id: cmsId(`info:${index}`), ...box })),
  );
  put("top_categories", {
    _id: cmsId("top_categories"),
    top_virtual_categories: ["novinky", "akce-a-slevy", "darky-pro-pary"],
    top_categories: CATEGORIES.slice(0, 6).map((category, index) => ({
      title: category.name,
      top_category_item_type: index < 5 ? "category" : "custom_link",
      top_category_image: picture(`categories/${category.id}/tile`, category.name),
      top_category_links: [
        ...category.children.map((child) => ({
          title: child.name,
          link_type: "category",
          category_link: { entityId: child.id },
          virtual_category_link: null,
          custom_link: null,
        })),
        ...(index === 0 ? MAGAZINE_TILE_LINKS : []),
      ],
    })),
  });
  for (const block of [
    "content/guide-vibrator",
    "content/guide-lubrikanty",
    "content/homepage-hero",
  ]) {
    picture(block, block.replace("content/", ""));
  }
}
