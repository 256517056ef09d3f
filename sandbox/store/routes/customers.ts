import { Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { mailToken } from "#sandbox/store/accounts.ts";
import { isEmail, isTin } from "#sandbox/store/form-rules.ts";

const AresQuerySchema = z.object({
  ico: z
    .string()
    .trim()
    .refine((ico) => ico !== "" && isTin(ico, "CZE")),
});
const SubscribeBodySchema = z.object({
  email: z.string().trim().min(1),
  callbackUrl: z.url({ protocol: /^https?$/ }),
  source: z.string().max(50).optional(),
  terms: z.boolean().optional(),
});

/** The company register lookup and the newsletter sign-up. */
export function customersRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();

  router.get("/ares/ico", (req, res) => {
    const { ico } = parseOrThrow(AresQuerySchema, req.query, {
      status: 422,
      titles: { ico: MESSAGES.tin },
    });
    const company = db.prepare("SELECT * FROM ares_companies WHERE ico = ?").get(ico) as
      | {
          ico: string;
          dic: string | null;
          name: string;
          street: string;
          city: string;
          postcode: string;
          country_code: string;
        }
      | undefined;
    if (!company) throw httpError(404, MESSAGES.companyNotFound, "ico");
    res.json({
      data: {
        ico: company.ico,
        dic: company.dic,
        name: company.name,
        street: company.street,
        city: company.city,
        postcode: company.postcode,
        countryCode: company.country_code,
      },
    });
  });

  /**
   * Double opt-in: the first sign-up mails a confirmation link. An address already signed
   * up answers 401 with a title the storefront shows as a success notice, as the spec does.
   */
  router.post("/newsletter/subscribe", (req, res) => {
    const body = parseOrThrow(SubscribeBodySchema, req.body, {
      status: 422,
      titles: { email: MESSAGES.newsletterEmail, callbackUrl: MESSAGES.missingCallbackUrl },
    });
    if (!isEmail(body.email)) throw httpError(422, MESSAGES.email, "email");
    db.transaction(() => {
      const time = now();
      const existing = db
        .prepare("SELECT 1 FROM newsletter_subscriptions WHERE email = ?")
        .get(body.email);
      if (existing) throw httpError(401, MESSAGES.alreadySubscribed, "email");
      db.prepare(
        "INSERT INTO newsletter_subscriptions (email, source, created_at) VALUES (?, ?, ?)",
      ).run(body.email, body.source ?? null, time);
      mailToken(db, "newsletter", body.email, body.callbackUrl, time);
    })();
    res.status(201).json({ data: { email: body.email, confirmed: false } });
  });

  return router;
}
