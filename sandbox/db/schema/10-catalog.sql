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
