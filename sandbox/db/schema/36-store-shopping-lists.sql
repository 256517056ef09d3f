-- The customer's shopping lists. The list with the code 'wishlist' is the wish list (the
-- storefront's favourites): the store creates it on first use, one per customer. Other
-- lists have a code only when the storefront gives one.

CREATE TABLE shopping_lists (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code TEXT,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- Lists without a code do not collide: SQLite keeps NULLs distinct here.
  UNIQUE (user_id, code)
);

-- One row per variant and list; adding a variant again changes the row, never doubles it.
CREATE TABLE shopping_list_items (
  id INTEGER PRIMARY KEY,
  list_id INTEGER NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  custom TEXT CHECK (custom IS NULL OR json_valid(custom)),
  created_at INTEGER NOT NULL,
  UNIQUE (list_id, variant_id)
);
