-- Sandbox schema, part of one database behind both servers. Files load in name order.
-- Money is stored in minor units (hundredths) so VAT and totals are integer arithmetic;
-- prices are gross, as a B2C shop fixes them. Editing any file here is enough: a database
-- built from an older schema is rebuilt on open.

CREATE TABLE sandbox_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
