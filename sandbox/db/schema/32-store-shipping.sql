-- Shippers, payments and pick-up points. Prices are gross CZK minor units.

CREATE TABLE shippers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('PERSONAL', 'PICKUP_POINT', 'COURIER', 'POST')),
  required_address INTEGER NOT NULL,
  price_minor INTEGER NOT NULL,
  free_shipping_allowed INTEGER NOT NULL DEFAULT 1,
  -- Working days from dispatch to the shopper, and the local time dispatch closes.
  delivery_days INTEGER NOT NULL,
  closes_at TEXT NOT NULL,
  has_time_slots INTEGER NOT NULL DEFAULT 0,
  country_codes TEXT NOT NULL CHECK (json_valid(country_codes)),
  position INTEGER NOT NULL
);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('CARD_ONLINE', 'BANK_TRANSFER', 'CASH_ON_DELIVERY', 'IN_STORE')),
  price_minor INTEGER NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE shipper_blocked_payments (
  shipper_id INTEGER NOT NULL REFERENCES shippers (id) ON DELETE CASCADE,
  payment_id INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  PRIMARY KEY (shipper_id, payment_id)
);

CREATE TABLE branches (
  id INTEGER PRIMARY KEY,
  shipper_id INTEGER NOT NULL REFERENCES shippers (id) ON DELETE CASCADE,
  remote_id TEXT NOT NULL,
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT NOT NULL,
  country_code TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  opening_hours TEXT NOT NULL CHECK (json_valid(opening_hours)),
  warehouse_id INTEGER REFERENCES warehouses (id),
  UNIQUE (shipper_id, remote_id)
);
CREATE INDEX branches_city ON branches (shipper_id, city);
