-- The shop's own branches as the CMS describes them: texts, pictures, staff, opening hours
-- and closures. Each document is joined with the store's branch record (the PERSONAL
-- shipper's branch, with its address and warehouse) through store_id. As with the other CMS
-- documents, `data` holds the rest as GraphQL answers it.
CREATE TABLE cms_branches (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  store_id INTEGER NOT NULL UNIQUE,
  title TEXT NOT NULL,
  -- A higher weight comes first, as with the CMS's other weighted documents.
  weight INTEGER NOT NULL,
  is_primary INTEGER NOT NULL CHECK (is_primary IN (0, 1)),
  site_enabled TEXT NOT NULL CHECK (json_valid(site_enabled)),
  data TEXT NOT NULL CHECK (json_valid(data))
);
