-- CMS content: menus, homepage and content blocks.

CREATE TABLE menus (
  code TEXT PRIMARY KEY,
  title TEXT NOT NULL
);

CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  menu_code TEXT NOT NULL REFERENCES menus (code) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  path TEXT NOT NULL,
  main INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);
CREATE INDEX menu_items_menu ON menu_items (menu_code, parent_id, position);

CREATE TABLE homepage_configurations (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 0
);

-- Content blocks of any CMS document (homepage now; pages and articles reuse them), with
-- the fields of each block kind as JSON so new kinds need no new table.
CREATE TABLE content_blocks (
  id TEXT PRIMARY KEY,
  owner_type TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data))
);
CREATE INDEX content_blocks_owner ON content_blocks (owner_type, owner_id, position);
