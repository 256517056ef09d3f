-- The customer's saved addresses (the account's address book), delivery or billing.

CREATE TABLE user_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('delivery', 'billing')),
  name TEXT NOT NULL,
  company_name TEXT,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT NOT NULL,
  country_code TEXT NOT NULL,
  -- A Czech or Slovak region by its own name; other countries have none.
  region TEXT,
  phone TEXT
);

CREATE INDEX user_addresses_user ON user_addresses (user_id, type, country_code);
