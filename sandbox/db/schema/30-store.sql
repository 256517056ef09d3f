-- Store state: carts and their items. A cart belongs to a guest token and, once the shopper
-- logs in, to the user too; the coupon and the credits chosen for it live on the cart.

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  currency_code TEXT NOT NULL REFERENCES currencies (code),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  coupon_code TEXT REFERENCES coupons (code),
  credits INTEGER NOT NULL DEFAULT 0 CHECK (credits >= 0),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX carts_updated ON carts (updated_at);
CREATE INDEX carts_user ON carts (user_id);

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES cart_items (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  for_credits INTEGER NOT NULL DEFAULT 0,
  custom TEXT CHECK (custom IS NULL OR json_valid(custom)),
  created_at INTEGER NOT NULL
);
CREATE INDEX cart_items_cart ON cart_items (cart_id);
