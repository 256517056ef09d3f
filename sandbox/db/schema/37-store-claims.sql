-- Complaints and returns of goods filed against delivered orders, with the lines and
-- photos they name. The reference number (RK-2026-000123, VR-2026-000124) is derived from
-- the row when the claim is stored.

CREATE TABLE claims (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('complaint', 'return')),
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  description TEXT,
  reason TEXT,
  bank_account TEXT,
  -- The Idempotency-Key it was filed with: a repeat on the same order answers this claim.
  idempotency_key TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (order_id, idempotency_key)
);

CREATE TABLE claim_items (
  claim_id INTEGER NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  -- The line's id within the order (the cart line it was bought as).
  item_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  PRIMARY KEY (claim_id, item_id)
);

CREATE TABLE claim_photos (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/heic')),
  data BLOB NOT NULL
);
CREATE INDEX claim_photos_claim ON claim_photos (claim_id);
