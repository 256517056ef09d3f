import { Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import {
  assertPasswordPair,
  bearerToken,
  consumeMailToken,
  createUser,
  creditBalance,
  findUser,
  findUserByEmail,
  isRestricted,
  issueAccessToken,
  login,
  mailToken,
  requireUser,
  resetPassword,
  revokeToken,
  userGroups,
  userJson,
} from "#sandbox/store/accounts.ts";
import { isEmail, isPhone } from "#sandbox/store/form-rules.ts";
import { verifyPassword, hashPassword } from "#sandbox/store/secrets.ts";

const email = z.string().trim().refine(isEmail);
const callbackUrl = z.url({ protocol: /^https?$/ });

const LoginBodySchema = z.object({ email: z.string().trim().min(1), password: z.string().min(1) });
const RegisterBodySchema = z.object({
  email,
  password: z.string(),
  password_confirmation: z.string(),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  phone: z.string().trim().refine(isPhone).nullish(),
  businessName: z.string().trim().nullish(),
  tin: z.string().trim().nullish(),
  vatin: z.string().trim().nullish(),
  newsletter: z.boolean().optional(),
  callbackUrl: callbackUrl.optional(),
});
const PatchUserBodySchema = z
  .object({
    firstName: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    phone: z.string().trim().refine(isPhone).nullable(),
    businessName: z.string().trim().nullable(),
    tin: z.string().trim().nullable(),
    vatin: z.string().trim().nullable(),
    vatinsvk: z.string().trim().nullable(),
  })
  .partial();
const PasswordBodySchema = z.object({
  old_password: z.string().min(1),
  password: z.string(),
  password_confirmation: z.string(),
});
const ForgotBodySchema = z.object({ email, callbackUrl });
const ResetBodySchema = z.object({
  email,
  token: z.string().min(1),
  password: z.string(),
  password_confirmation: z.string(),
});
const ActivateBodySchema = z.object({ token: z.string().min(1) });

const TITLES = {
  email: MESSAGES.email,
  phone: MESSAGES.phone,
  password: MESSAGES.enterPassword,
  password_confirmation: MESSAGES.enterPasswordAgain,
  old_password: MESSAGES.enterOldPassword,
  firstName: MESSAGES.enterFirstName,
  lastName: MESSAGES.enterLastName,
  callbackUrl: MESSAGES.missingCallbackUrl,
  token: MESSAGES.missingToken,
};
const opts = { status: 422, titles: TITLES };

/** Sign-in under /api/oauth: tokens are random, stored hashed and revocable. */
export function oauthRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();
  router.post("/oauth/login", (req, res) => {
    const body = parseOrThrow(LoginBodySchema, req.body, opts);
    res.json({ data: login(db, body.email, body.password, now()) });
  });
  router.post("/oauth/logout", (req, res) => {
    const token = bearerToken(req);
    if (!token) throw httpError(401, MESSAGES.notSignedIn);
    revokeToken(db, token, now());
    res.status(204).end();
  });
  return router;
}

/** The account under /api/v1: user, password, credits, registration and mailed tokens. */
export function accountsRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();

  router.get("/user", (req, res) => {
    res.json({ data: userJson(requireUser(db, req, now())) });
  });

  router.patch("/user", (req, res) => {
    const body = parseOrThrow(PatchUserBodySchema, req.body, opts);
    const user = requireUser(db, req, now());
    const columns: Record<string, string | null | undefined> = {
      first_name: body.firstName,
      last_name: body.lastName,
      phone: body.phone,
      business_name: body.businessName,
      tin: body.tin,
      vatin: body.vatin,
      vatin_sk: body.vatinsvk,
    };
    for (const [column, value] of Object.entries(columns)) {
      if (value !== undefined)
        db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(value, user.id);
    }
    const updated = findUser(db, user.id) ?? user;
    res.json({ data: userJson(updated) });
  });

  router.patch("/user/password", (req, res) => {
    const body = parseOrThrow(PasswordBodySchema, req.body, opts);
    const user = requireUser(db, req, now());
    if (!verifyPassword(body.old_password, user.password_hash)) {
      throw httpError(422, MESSAGES.wrongOldPassword, "old_password");
    }
    assertPasswordPair(body.password, body.password_confirmation);
    db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(
      hashPassword(body.password),
      user.id,
    );
    res.status(204).end();
  });

  router.get("/user/credits/amount", (req, res) => {
    const user = requireUser(db, req, now());
    // A restricted group gets no credits, as the storefront does not show them either.
    const amount = isRestricted(db, userGroups(user)) ? 0 : creditBalance(db, user.id);
    res.json({ data: { amount } });
  });

  router.post("/register", (req, res) => {
    const body = parseOrThrow(RegisterBodySchema, req.body, opts);
    assertPasswordPair(body.password, body.password_confirmation);
    const answer = db.transaction(() => {
      const time = now();
      const user = createUser(db, body, time);
      if (body.callbackUrl) mailToken(db, "account", user.email, body.callbackUrl, time);
      return { user: userJson(user), ...issueAccessToken(db, user.id, time) };
    })();
    res.status(201).json({ data: answer });
  });

  router.post("/forgot-password", (req, res) => {
    const body = parseOrThrow(ForgotBodySchema, req.body, opts);
    // The answer is the same whether the account exists, so it reveals no addresses.
    if (findUserByEmail(db, body.email))
      mailToken(db, "reset", body.email, body.callbackUrl, now());
    res.status(204).end();
  });

  router.post("/reset-password", (req, res) => {
    const body = parseOrThrow(ResetBodySchema, req.body, opts);
    assertPasswordPair(body.password, body.password_confirmation);
    db.transaction(() => resetPassword(db, body, now()))();
    res.status(204).end();
  });

  /** Confirms the address of an account or a newsletter subscription from its mailed link. */
  router.post("/activate", (req, res) => {
    const body = parseOrThrow(ActivateBodySchema, req.body, opts);
    const kind = db.transaction(() => {
      const time = now();
      for (const candidate of ["account", "newsletter"] as const) {
        try {
          const address = consumeMailToken(db, candidate, body.token, time);
          if (candidate === "account") {
            db.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").run(time, address);
          } else {
            db.prepare("UPDATE newsletter_subscriptions SET confirmed_at = ? WHERE email = ?").run(
              time,
              address,
            );
          }
          return candidate;
        } catch {
          // Not a token of this kind; try the next one.
        }
      }
      throw httpError(422, MESSAGES.linkInvalid, "token");
    })();
    res.json({ data: { kind } });
  });

  return router;
}
