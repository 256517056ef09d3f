-- The demo catalogue both upstreams share: categories, products, variants, prices, stock.

CREATE TABLE currencies (
  code TEXT PRIMARY KEY CHECK (length(code) = 3),
  symbol TEXT NOT NULL,
  symbol_placement TEXT NOT NULL CHECK (symbol_placement IN ('left', 'right')),
  decimal_places INTEGER NOT NULL,
  decimal_point TEXT NOT NULL,
  millesimal_point TEXT NOT NULL,
  free_shipping_at_minor INTEGER,
  position INTEGER NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories (id),
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX categories_parent ON categories (parent_id);

-- What the image CDN can serve; the sandbox draws each file instead of storing it.
CREATE TABLE images (
  file_key TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  background TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  catalog_code TEXT NOT NULL UNIQUE,
  perex TEXT,
  category_id INTEGER NOT NULL REFERENCES categories (id),
  unit TEXT NOT NULL DEFAULT 'ks',
  image_key TEXT REFERENCES images (file_key),
  saleable INTEGER NOT NULL DEFAULT 1,
  -- A customer group the product is reserved for; NULL means everyone may see it.
  restricted_to_group TEXT,
  position INTEGER NOT NULL
);
CREATE INDEX products_category ON products (category_id);

CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  fullname TEXT NOT NULL,
  marketing_code TEXT NOT NULL UNIQUE,
  ean TEXT UNIQUE,
  image_key TEXT REFERENCES images (file_key),
  vat_rate INTEGER NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX variants_product ON variants (product_id);

CREATE TABLE variant_prices (
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  currency_code TEXT NOT NULL REFERENCES currencies (code),
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  original_price_minor INTEGER CHECK (original_price_minor > price_minor),
  PRIMARY KEY (variant_id, currency_code)
);

CREATE TABLE warehouses (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  virtual INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE variant_stock (
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  warehouse_id INTEGER NOT NULL REFERENCES warehouses (id),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  PRIMARY KEY (variant_id, warehouse_id)
);

-- Names and slugs per language (cs is in the entity's own row too): products, categories,
-- virtual and filtered categories and pages. They answer canonical_slugs and url-rewrite.
CREATE TABLE slug_translations (
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (entity_type, entity_id, lang)
);
CREATE INDEX slug_translations_slug ON slug_translations (lang, slug);

-- Catalogue additions of the CMS: product details, parameters, brands, materials, tags.
CREATE TABLE product_details (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  marketing_code TEXT NOT NULL,
  -- 0 to 100, as the spec stores star ratings.
  rating INTEGER,
  hover_image_key TEXT REFERENCES images (file_key),
  -- Seed order stands in for the date a product was listed ("newest" sort).
  created_rank INTEGER NOT NULL,
  sold_count INTEGER NOT NULL DEFAULT 0
);

-- Deliveries the shop expects of a product (the CMS's content.date_of_storage).
CREATE TABLE product_storage_dates (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- YYYY-MM-DD
  date TEXT NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (product_id, date)
);

CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  image_key TEXT NOT NULL REFERENCES images (file_key),
  PRIMARY KEY (product_id, position)
);

CREATE TABLE parameters (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  parameter_type TEXT NOT NULL CHECK (parameter_type IN ('list', 'color', 'number')),
  parameter_unit TEXT,
  description TEXT,
  hide_product_detail INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);

CREATE TABLE parameter_values (
  id INTEGER PRIMARY KEY,
  parameter_id INTEGER NOT NULL REFERENCES parameters (id),
  title TEXT NOT NULL,
  description_short TEXT,
  color_hex TEXT,
  -- Numeric value of a 'number' parameter, for sorting its values.
  number_value REAL,
  position INTEGER NOT NULL
);
CREATE INDEX parameter_values_parameter ON parameter_values (parameter_id, position);

-- Brands and materials are values of their parameters with more fields: the spec's
-- brand and material lookups take the value ids a product's parameters hold.
CREATE TABLE brands (
  value_id INTEGER PRIMARY KEY REFERENCES parameter_values (id),
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  country TEXT NOT NULL,
  logo_key TEXT REFERENCES images (file_key),
  weight INTEGER NOT NULL
);

CREATE TABLE materials (
  value_id INTEGER PRIMARY KEY REFERENCES parameter_values (id),
  description TEXT NOT NULL,
  material_hygiene TEXT NOT NULL,
  material_lubricants TEXT NOT NULL
);

-- Which values a product holds; variant-level values (colour, size) are also listed per
-- variant so variant selection can match them.
CREATE TABLE product_parameter_values (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  value_id INTEGER NOT NULL REFERENCES parameter_values (id),
  PRIMARY KEY (product_id, value_id)
) WITHOUT ROWID;
CREATE INDEX product_parameter_values_value ON product_parameter_values (value_id, product_id);

CREATE TABLE variant_parameter_values (
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  value_id INTEGER NOT NULL REFERENCES parameter_values (id),
  PRIMARY KEY (variant_id, value_id)
) WITHOUT ROWID;

-- Filter settings of a store category (catalog_settings.parameters).
CREATE TABLE category_parameters (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  parameter_id INTEGER NOT NULL REFERENCES parameters (id),
  important_filter INTEGER NOT NULL DEFAULT 0,
  closed_filter INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL,
  PRIMARY KEY (category_id, parameter_id)
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  text TEXT NOT NULL,
  color TEXT NOT NULL,
  visible_catalog INTEGER NOT NULL,
  visible_content INTEGER NOT NULL
);

CREATE TABLE product_tags (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id),
  PRIMARY KEY (product_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX product_tags_tag ON product_tags (tag_id, product_id);

-- Small products given free with a product; the CMS answers whether each is in stock.
CREATE TABLE product_gifts (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  gift_product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, gift_product_id)
) WITHOUT ROWID;

-- Manuals are files on the CDN's originals path; the sandbox draws each PDF on request.
CREATE TABLE product_manuals (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  file_path TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, position)
);
CREATE INDEX product_manuals_file ON product_manuals (file_path);

-- Full-text search over everything the search endpoint answers, one row per entity and
-- language (cs, sk, de). remove_diacritics 2 makes "vibrator" find "Vibrátor" (and "ďábel"
-- find "Ďábelsky").
CREATE VIRTUAL TABLE search_index USING fts5 (
  entity_type UNINDEXED,
  entity_id UNINDEXED,
  lang UNINDEXED,
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);
