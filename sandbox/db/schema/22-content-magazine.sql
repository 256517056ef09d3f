-- The magazine around the articles: categories (a child names its master), tags, authors
-- and the article list's configuration per site. Each language version of a category or
-- tag is its own document with its own site in site_enabled; authors serve every site.
-- As with the other CMS documents, `data` holds the rest as GraphQL answers it.

CREATE TABLE article_categories (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  -- A higher weight comes first, as with the CMS's other weighted documents.
  weight INTEGER NOT NULL,
  master_id TEXT REFERENCES article_categories (id),
  site_enabled TEXT NOT NULL CHECK (json_valid(site_enabled)),
  data TEXT NOT NULL CHECK (json_valid(data))
);
CREATE INDEX article_categories_master ON article_categories (master_id);

CREATE TABLE article_tags (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  site_enabled TEXT NOT NULL CHECK (json_valid(site_enabled)),
  data TEXT NOT NULL CHECK (json_valid(data))
);

-- An author's former slugs sit in data's page_meta.slug_redirects; lookups by slug match
-- them too, so old links still find the author.
CREATE TABLE authors (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  has_page INTEGER NOT NULL CHECK (has_page IN (0, 1)),
  data TEXT NOT NULL CHECK (json_valid(data))
);

CREATE TABLE article_list_configurations (
  site TEXT PRIMARY KEY,
  data TEXT NOT NULL CHECK (json_valid(data))
);

ALTER TABLE articles ADD COLUMN author_id TEXT REFERENCES authors (id);
ALTER TABLE articles ADD COLUMN category_id TEXT REFERENCES article_categories (id);
CREATE INDEX articles_author ON articles (author_id);
CREATE INDEX articles_category ON articles (category_id);

CREATE TABLE article_tag_links (
  article_id TEXT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  tag_id TEXT NOT NULL REFERENCES article_tags (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (article_id, tag_id)
);
CREATE INDEX article_tag_links_tag ON article_tag_links (tag_id);
