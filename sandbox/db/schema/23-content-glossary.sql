-- The erotic glossary: one document per term and site language. A Slovak or German
-- version is a document of its own (own slug and site_enabled); canonical_slugs in its
-- page_meta tie the versions together. Related terms are kept as ids in `data` and
-- answered as references when read.
CREATE TABLE glossary_terms (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  -- Site codes (cz, sk, de) the term is shown on.
  site_enabled TEXT NOT NULL CHECK (json_valid(site_enabled)),
  data TEXT NOT NULL CHECK (json_valid(data))
);
CREATE INDEX glossary_terms_slug ON glossary_terms (slug);
