import { Router } from "express";

import type { Db } from "./db/open.ts";
import { httpError } from "./http/errors.ts";

/**
 * The fake e-mail outbox: the store "sends" reset, activation, newsletter, order and
 * back-in-stock mails by writing them here, and tests or a demo visitor read them at /__sandbox/outbox.
 */

export interface Mail {
  to: string;
  kind:
    | "reset"
    | "account"
    | "newsletter"
    | "order"
    | "back_in_stock"
    | "complaint"
    | "return"
    | "contact";
  subject: string;
  body: string;
  /** The link the mail asks the reader to open, if any. */
  link?: string;
}

export function sendMail(db: Db, mail: Mail, now: number): void {
  db.prepare(
    "INSERT INTO outbox (recipient, kind, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(mail.to, mail.kind, mail.subject, mail.body, mail.link ?? null, now);
}

interface OutboxRow {
  id: number;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: number;
}

function mailJson(row: OutboxRow) {
  return {
    id: row.id,
    to: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    link: row.link,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** `GET /` lists mails newest first (`?to=` filters by recipient); `GET /:id` reads one. */
export function outboxRouter(db: Db): Router {
  const router = Router();
  router.get("/", (req, res) => {
    const to = typeof req.query.to === "string" ? req.query.to : null;
    const rows = db
      .prepare(
        `SELECT * FROM outbox WHERE (? IS NULL OR recipient = ? COLLATE NOCASE)
         ORDER BY id DESC LIMIT 100`,
      )
      .all(to, to) as Array<OutboxRow>;
    res.json({ data: rows.map(mailJson) });
  });
  router.get("/:id", (req, res) => {
    const row = db.prepare("SELECT * FROM outbox WHERE id = ?").get(Number(req.params.id)) as
      OutboxRow | undefined;
    if (!row) throw httpError(404, "E-mail nebyl nalezen");
    res.json({ data: mailJson(row) });
  });
  return router;
}
