-- Store settings the globals answer carries, and the reference data checkout validates
-- against. Money here is in CZK minor units; other currencies convert by czk_per_unit.

CREATE TABLE store_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL CHECK (json_valid(value))
);

CREATE TABLE store_currencies (
  currency_code TEXT PRIMARY KEY REFERENCES currencies (code),
  czk_per_unit REAL NOT NULL CHECK (czk_per_unit > 0)
);

CREATE TABLE countries (
  code TEXT PRIMARY KEY CHECK (length(code) = 3),
  iso2 TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL
);

-- Public holidays of the default country; delivery dates skip them.
CREATE TABLE holidays (
  month INTEGER NOT NULL,
  day INTEGER NOT NULL,
  PRIMARY KEY (month, day)
);

CREATE TABLE customer_groups (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- A restricted group may not log in to this storefront (it has a shop of its own).
  restricted INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  groups TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(groups)),
  business_name TEXT,
  tin TEXT,
  vatin TEXT,
  vatin_sk TEXT,
  attributes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(attributes)),
  email_verified_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);

-- One-time tokens mailed to the shopper: password reset, account and newsletter activation.
CREATE TABLE mail_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('reset', 'account', 'newsletter')),
  email TEXT NOT NULL COLLATE NOCASE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE credit_entries (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL,
  order_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX credit_entries_user ON credit_entries (user_id);

CREATE TABLE newsletter_subscriptions (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  source TEXT,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER
);

CREATE TABLE ares_companies (
  ico TEXT PRIMARY KEY,
  dic TEXT,
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT NOT NULL,
  country_code TEXT NOT NULL
);

CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed', 'free_shipping')),
  -- Percent for 'percent', CZK minor units for 'fixed', unused for 'free_shipping'.
  value INTEGER NOT NULL DEFAULT 0,
  min_order_minor INTEGER NOT NULL DEFAULT 0,
  valid_from INTEGER,
  valid_to INTEGER
);

CREATE TABLE order_gifts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price_from_minor INTEGER NOT NULL,
  stock INTEGER NOT NULL CHECK (stock >= 0)
);

-- The fake e-mail outbox: mails the store "sent", readable by tests and the demo.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at INTEGER NOT NULL
);
