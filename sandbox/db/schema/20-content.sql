-- CMS content: menus, homepage and content blocks.

CREATE TABLE menus (
  code TEXT PRIMARY KEY,
  title TEXT NOT NULL
);

CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  menu_code TEXT NOT NULL REFERENCES menus (code) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  path TEXT NOT NULL,
  main INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);
CREATE INDEX menu_items_menu ON menu_items (menu_code, parent_id, position);

CREATE TABLE homepage_configurations (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 0
);

-- Content blocks of any CMS document (homepage now; pages and articles reuse them), with
-- the fields of each block kind as JSON so new kinds need no new table.
CREATE TABLE content_blocks (
  id TEXT PRIMARY KEY,
  owner_type TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data))
);
CREATE INDEX content_blocks_owner ON content_blocks (owner_type, owner_id, position);

-- Everything below is a CMS document stored as the JSON the GraphQL schema answers, with
-- the columns lookups filter on pulled out. Documents are shaped in the seed, so adding a
-- field needs no new column.

-- Editorial content of a store category (description, FAQ, video, limited offers...).
CREATE TABLE category_content (
  category_id INTEGER PRIMARY KEY REFERENCES categories (id),
  id TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL CHECK (json_valid(data))
);

-- Virtual categories (a product selection by parameters, tags, categories and price) and
-- filtered categories (a store category narrowed to parameter values).
CREATE TABLE cms_categories (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('virtual', 'filtered')),
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  store_category_id INTEGER REFERENCES categories (id),
  -- Sorted value ids, comma-joined: the canonical lookup matches the exact set.
  value_key TEXT NOT NULL,
  position INTEGER NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data))
);

-- Banners of all kinds; the time window and group columns decide what is shown.
CREATE TABLE banners (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('catalog', 'small', 'wide')),
  category_id INTEGER REFERENCES categories (id),
  customer_group TEXT,
  time_limited INTEGER NOT NULL DEFAULT 0,
  time_limit_start TEXT,
  time_limit_end TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data))
);
CREATE INDEX banners_kind ON banners (kind, category_id, weight);

CREATE TABLE pages (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'content_page')),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  position INTEGER NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data)),
  UNIQUE (kind, slug)
);

-- Paths the CMS can serve as a text page although no route of the storefront matches.
CREATE TABLE url_rewrites (
  lang TEXT NOT NULL,
  path TEXT NOT NULL,
  page_id TEXT NOT NULL REFERENCES pages (id),
  PRIMARY KEY (lang, path)
);

-- Moved content. A redirect keys on a path, or on a slug together with the storefront
-- route that matched it or the type of entity it named; a row applies when every key it
-- sets equals the request's, and the row setting the most keys wins.
CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  path TEXT,
  route TEXT,
  slug TEXT,
  type TEXT,
  target TEXT NOT NULL,
  CHECK (path IS NOT NULL OR (slug IS NOT NULL AND (route IS NOT NULL OR type IS NOT NULL)))
);
CREATE INDEX redirects_path ON redirects (path);
CREATE INDEX redirects_slug ON redirects (slug);

-- Singleton documents: global settings, footer, cart configuration, error pages, top
-- banner, selling points, info boxes, top categories.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  data TEXT NOT NULL CHECK (json_valid(data))
);

-- FAQ questions: general shop questions and those a store category's page lists.
CREATE TABLE faq_questions (
  id TEXT PRIMARY KEY,
  -- The store category whose page lists the question; NULL for a general shop question.
  category_id INTEGER REFERENCES categories (id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  -- Site codes (cz, sk) the question is shown on.
  site_enabled TEXT NOT NULL CHECK (json_valid(site_enabled)),
  position INTEGER NOT NULL
);
CREATE INDEX faq_questions_category ON faq_questions (category_id, position);

-- Magazine articles. The CMS answers scheduled ones too; the storefront shows an article
-- once date_published has passed. Author, category and tags are the magazine's own
-- documents (22-content-magazine.sql), joined in when an article is answered.
CREATE TABLE articles (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  -- ISO 8601 in UTC, so text order is time order.
  date_published TEXT NOT NULL,
  site_enabled TEXT NOT NULL CHECK (json_valid(site_enabled)),
  data TEXT NOT NULL CHECK (json_valid(data))
);
CREATE INDEX articles_published ON articles (date_published);
