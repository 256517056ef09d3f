-- Messages sent through the storefront's contact form; a logged-in sender is linked to
-- their account, a guest's message carries only what they typed.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_code TEXT,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX contact_messages_email ON contact_messages (email, created_at);
