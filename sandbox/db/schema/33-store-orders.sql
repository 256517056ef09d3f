-- Placed orders. An order keeps a copy of what was bought at the price paid, so later
-- catalogue changes never rewrite history.

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  cart_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new', 'paid', 'shipped', 'cancelled')),
  payment_status TEXT NOT NULL CHECK (payment_status IN ('pending', 'paid', 'failed', 'cancelled')),
  currency_code TEXT NOT NULL,
  coupon_code TEXT,
  shipper_id INTEGER NOT NULL REFERENCES shippers (id),
  branch_id INTEGER REFERENCES branches (id),
  payment_id INTEGER NOT NULL REFERENCES payments (id),
  email TEXT NOT NULL,
  -- The order as answered (customer, addresses, prices, gifts...), fixed at placement.
  data TEXT NOT NULL CHECK (json_valid(data)),
  items_with_tax_minor INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  shipped_at INTEGER
);
CREATE INDEX orders_user ON orders (user_id, created_at);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  variant_id INTEGER NOT NULL,
  amount INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);
CREATE INDEX order_items_product ON order_items (product_id);

-- An Idempotency-Key answers the order it first placed from the same cart; scoping it to
-- the cart keeps one shopper's key from ever answering another shopper's order.
CREATE TABLE order_idempotency_keys (
  cart_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  PRIMARY KEY (cart_id, key)
);
