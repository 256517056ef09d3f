-- Infomails: newsletters as they were sent, each readable on the shop at /infomail/{slug}.
-- The HTML is kept as the mailing tool wrote it (hostile bits included); the storefront
-- sanitises it before showing it.
CREATE TABLE infomails (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  -- ISO 8601 in UTC, so text order is time order: the list is newest first.
  created TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data))
);
CREATE INDEX infomails_created ON infomails (created);
