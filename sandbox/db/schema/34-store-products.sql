-- Store-only product data keyed by catalogue ids: purchase limits, price history and
-- promotions, reviews, comments, watchers and alternatives.

CREATE TABLE variant_rules (
  variant_id INTEGER PRIMARY KEY REFERENCES variants (id) ON DELETE CASCADE,
  amount_min INTEGER NOT NULL DEFAULT 1,
  amount_max INTEGER,
  -- 0 sells without looking at stock (made to order), delivered after delay_days.
  check_stock INTEGER NOT NULL DEFAULT 1,
  delay_days INTEGER NOT NULL DEFAULT 0,
  -- "Buy `buy`, get `free` more free": every buy+free units, `free` cost nothing.
  n_plus_buy INTEGER,
  n_plus_free INTEGER,
  recommended_price_minor INTEGER
);

-- Unit price (CZK minor) from a purchased amount on.
CREATE TABLE variant_quantity_prices (
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  amount_from INTEGER NOT NULL CHECK (amount_from > 1),
  price_minor INTEGER NOT NULL,
  PRIMARY KEY (variant_id, amount_from)
);

-- Past CZK prices, one row per change, counted in days before today so the demo history
-- never ages; the EU Omnibus rule shows the lowest price of the last 30 days.
CREATE TABLE variant_price_history (
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  days_ago INTEGER NOT NULL CHECK (days_ago >= 0),
  price_minor INTEGER NOT NULL,
  PRIMARY KEY (variant_id, days_ago)
);

CREATE TABLE product_alternatives (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  alternative_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, alternative_id)
);

CREATE TABLE product_reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  author TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 100),
  text TEXT,
  -- The language the author wrote in: the shop's language the review was sent from.
  locale TEXT NOT NULL DEFAULT 'cs' CHECK (locale IN ('cs', 'sk', 'de')),
  created_at INTEGER NOT NULL
);
CREATE INDEX product_reviews_product ON product_reviews (product_id, created_at);

CREATE TABLE product_comments (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES product_comments (id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX product_comments_product ON product_comments (product_id);

-- A watch is keyed by variant and e-mail (watching twice is one watch); the id lets the
-- customer whose e-mail it is list and end their watches from the account.
CREATE TABLE variant_watchers (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at INTEGER NOT NULL,
  UNIQUE (variant_id, email)
);
CREATE INDEX variant_watchers_email ON variant_watchers (email);

-- How the store dispatches from each catalogue warehouse: goods stocked there need
-- delay_days working days before they can leave, and orders take the fastest stock first.
CREATE TABLE warehouse_dispatch (
  warehouse_id INTEGER PRIMARY KEY REFERENCES warehouses (id) ON DELETE CASCADE,
  delay_days INTEGER NOT NULL CHECK (delay_days >= 0)
);

-- Variants a logged-in shopper may take for loyalty credits instead of money, at this many
-- credits a unit (1 credit = 1 CZK). Such a line costs no money and earns no credits.
CREATE TABLE variant_credit_prices (
  variant_id INTEGER PRIMARY KEY REFERENCES variants (id) ON DELETE CASCADE,
  credits INTEGER NOT NULL CHECK (credits > 0)
);
