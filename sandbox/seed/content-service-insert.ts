import { backgroundFor } from "#sandbox/cms/images.ts";
import type { Db } from "#sandbox/db/open.ts";

import { asciiSlug } from "./catalog-generator.ts";
import { cmsId } from "./catalog-ids.ts";
import { imageInserter, searchInserter, slugInserter } from "./catalog-insert.ts";
import { doc, paragraph } from "./content-rich-text.ts";
import { INFOMAILS, SIZE_GUIDE } from "./content-service-pages.ts";

/** After every other page, so the page list keeps its order. */
const SIZE_GUIDE_POSITION = 1000;

/** Inserts the fitting guide page and the infomails. */
export function seedServicePages(db: Db): void {
  seedSizeGuide(db);
  seedInfomails(db);
}

function seedSizeGuide(db: Db): void {
  const id = cmsId(`page:${SIZE_GUIDE.slug}`);
  db.prepare(
    "INSERT INTO pages (id, kind, slug, title, position, data) VALUES (?, 'page', ?, ?, ?, ?)",
  ).run(
    id,
    SIZE_GUIDE.slug,
    SIZE_GUIDE.title,
    SIZE_GUIDE_POSITION,
    JSON.stringify({
      content: SIZE_GUIDE.content,
      custom_menu_code: null,
      contact_box: true,
      seo_description: SIZE_GUIDE.seoDescription,
      url_rewrite: null,
      background_image: null,
      blocks_per_page: null,
    }),
  );
  const translation = slugInserter(db);
  translation("page", id, "cs", SIZE_GUIDE.slug, SIZE_GUIDE.title);
  const { sk, de } = SIZE_GUIDE.translations;
  translation("page", id, "sk", asciiSlug(sk), sk);
  translation("page", id, "de", asciiSlug(de), de);
  searchInserter(db)("page", id, SIZE_GUIDE.title, SIZE_GUIDE.seoDescription);
}

function seedInfomails(db: Db): void {
  const insert = db.prepare(
    "INSERT INTO infomails (id, slug, title, created, data) VALUES (?, ?, ?, ?, ?)",
  );
  const image = imageInserter(db);
  for (const infomail of INFOMAILS) {
    for (const { key, title } of infomail.images) image(key, title, backgroundFor(key));
    insert.run(
      cmsId(`infomail:${infomail.slug}`),
      infomail.slug,
      infomail.title,
      infomail.created,
      JSON.stringify({
        infomail_html: infomail.html,
        content: doc(paragraph(infomail.perex)),
        seo_description: infomail.perex,
      }),
    );
  }
}
