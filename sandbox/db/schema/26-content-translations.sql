-- Slovak and German texts of documents whose own rows hold the Czech: menu entries,
-- settings, homepage blocks, banners, catalogue parameters, brands, variants, product
-- perexes and manuals, category questions, shippers and payments. A text without a row
-- here is answered in Czech. `field` is a column name, or `data` for a whole JSON document
-- in that language. Names and slugs of products, categories, pages and CMS categories live
-- in slug_translations instead.
CREATE TABLE content_translations (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('sk', 'de')),
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (kind, locale, key, field)
) WITHOUT ROWID;
