import express, { Router, type Request } from "express";
import * as z from "zod";

import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";

import { bodyErrors } from "./body-errors.ts";
import type { ReceivedCalls } from "./received-calls.ts";

/**
 * The fake marketing-automation service under /marketing-automation: the REST API's contact
 * add and events, with basic auth. It checks each body against the contract and keeps what
 * it accepted for the test controls; nothing is mailed or paired.
 */

/** The fake's one account and its API credentials (sandbox/README.md). */
export const MARKETING_AUTOMATION_ACCOUNT = {
  accountId: "sandbox-shop",
  user: "sandbox",
  password: "sandbox-marketing",
} as const;

export const MARKETING_EVENTS = [
  "cart",
  "category_view",
  "product_view",
  "order",
  "newsletter_subscribed",
  "contact_pairing",
] as const;

const BODY_LIMIT = "16kb";

const AccountIdSchema = z.literal(MARKETING_AUTOMATION_ACCOUNT.accountId);

const ContactSchema = z.strictObject({
  accountId: AccountIdSchema,
  email: z.email().max(254),
  origin: z.string().min(1).max(100),
  isOptedIn: z.literal(false),
  forceDoubleReOptIn: z.literal(true),
  columns: z.strictObject({
    gdpr_marketing_parent: z.string().min(1).max(100),
    gdpr_marketing_date: z.iso.datetime(),
  }),
});

const EventSchema = z.strictObject({
  accountId: AccountIdSchema,
  event: z.enum(MARKETING_EVENTS),
  visitorId: z.string().min(1).max(100).optional(),
  email: z.email().max(254).optional(),
  data: z.record(z.string(), z.unknown()),
});

const TITLES = {
  accountId: "Neznámý účet accountId",
  email: "Pole email musí být platná e-mailová adresa",
  origin: "Pole origin je povinné",
  isOptedIn: "Pole isOptedIn musí být false",
  forceDoubleReOptIn: "Pole forceDoubleReOptIn musí být true",
  columns: "Sloupce gdpr_marketing_parent a gdpr_marketing_date (UTC) jsou povinné",
  event: `Událost musí být jedna z: ${MARKETING_EVENTS.join(", ")}`,
  visitorId: "Pole visitorId musí být neprázdný text",
  data: "Pole data musí být objekt",
};

function isAuthorised(req: Request): boolean {
  const { user, password } = MARKETING_AUTOMATION_ACCOUNT;
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
  return req.get("authorization") === expected;
}

export function marketingAutomationRouter(calls: ReceivedCalls): Router {
  const router = Router();
  router.use((req, _res, next) => {
    next(isAuthorised(req) ? undefined : httpError(401, "Neplatné přihlašovací údaje API"));
  });
  router.use(express.json({ limit: BODY_LIMIT }));
  router.post("/api/contacts", (req, res) => {
    const contact = parseOrThrow(ContactSchema, req.body, { status: 422, titles: TITLES });
    calls.record("marketing-automation", "/api/contacts", contact);
    res.status(201).json({ data: { email: contact.email, status: "pending_double_opt_in" } });
  });
  router.post("/api/events", (req, res) => {
    const event = parseOrThrow(EventSchema, req.body, { status: 422, titles: TITLES });
    calls.record("marketing-automation", "/api/events", event);
    res.status(202).json({ data: { accepted: true } });
  });
  router.use(bodyErrors);
  return router;
}
