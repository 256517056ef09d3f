-- Topics of the general FAQ (the /nejcastejsi-dotazy page groups its questions by them).
-- A higher weight comes first, as with the CMS's other weighted documents.
CREATE TABLE faq_topics (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  weight INTEGER NOT NULL
);

-- A general question's topic and its anchor on the FAQ page; a category's questions have
-- neither.
ALTER TABLE faq_questions ADD COLUMN topic_id TEXT REFERENCES faq_topics (id);
ALTER TABLE faq_questions ADD COLUMN slug TEXT;
CREATE UNIQUE INDEX faq_questions_slug ON faq_questions (slug) WHERE slug IS NOT NULL;
