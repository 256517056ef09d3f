import { Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { HttpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { sendMail } from "#sandbox/outbox.ts";
import { optionalUser } from "#sandbox/store/accounts.ts";
import { isEmail } from "#sandbox/store/form-rules.ts";

/** The contract of the contact form (docs/decisions/033-contact-form-and-faq.md). */
export const CONTACT_LIMITS = { name: 100, email: 254, orderCode: 20, message: 5000 } as const;

const ContactBodySchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.string().trim().min(1).max(CONTACT_LIMITS.email).refine(isEmail),
  order_code: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.orderCode)
    .nullish()
    .transform((code) => code || null),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
});

/**
 * `POST /contact-form`: a shopper's message to customer care. The store keeps it, links it
 * to the customer when a token comes along, and mails the sender a confirmation (outbox kind
 * `contact`). An order code, when given, must name an existing order.
 */
export function contactFormRouter({
  db,
  headerPrefix,
  now,
}: {
  db: Db;
  headerPrefix: string;
  now: () => number;
}): Router {
  const router = Router();

  router.post("/contact-form", (req, res) => {
    const body = parseOrThrow(ContactBodySchema, req.body, {
      status: 422,
      titles: {
        name: MESSAGES.fillYourName,
        email: MESSAGES.email,
        order_code: MESSAGES.contactOrderNotFound,
        message: MESSAGES.contactMessage,
      },
    });
    const time = now();
    const user = optionalUser(db, req, time);
    if (
      body.order_code &&
      !db.prepare("SELECT 1 FROM orders WHERE code = ? COLLATE NOCASE").get(body.order_code)
    ) {
      throw new HttpError(422, [{ field: "order_code", title: MESSAGES.contactOrderNotFound }]);
    }
    const locale = req.get(`${headerPrefix}locale`) ?? "cs";
    const id = db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO contact_messages (user_id, name, email, order_code, message, locale, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(user?.id ?? null, body.name, body.email, body.order_code, body.message, locale, time);
      sendMail(
        db,
        {
          to: body.email,
          kind: "contact",
          subject: "Přijali jsme vaši zprávu",
          body: [
            `Dobrý den, ${body.name},`,
            "děkujeme za zprávu, odpovíme vám obvykle do jednoho pracovního dne.",
            body.order_code ? `Objednávka: ${body.order_code}` : null,
            `Vaše zpráva:\n${body.message}`,
          ]
            .filter((line) => line !== null)
            .join("\n\n"),
        },
        time,
      );
      return Number(lastInsertRowid);
    })();
    res.status(201).json({ data: { id, createdAt: new Date(time).toISOString() } });
  });

  return router;
}
