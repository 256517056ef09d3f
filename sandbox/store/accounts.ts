import type { Request } from "express";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { sendMail } from "#sandbox/outbox.ts";

import { hashPassword, hashToken, randomToken, verifyPassword } from "./secrets.ts";

/** Users, their access tokens and the one-time tokens mailed to them. */

export const ACCESS_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const MAIL_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  groups: string;
  business_name: string | null;
  tin: string | null;
  vatin: string | null;
  vatin_sk: string | null;
  attributes: string;
  email_verified_at: number | null;
  created_at: number;
}

export function userGroups(user: UserRow): Array<string> {
  const parsed: unknown = JSON.parse(user.groups);
  return Array.isArray(parsed) ? parsed.filter((g): g is string => typeof g === "string") : [];
}

export function isRestricted(db: Db, groups: Array<string>): boolean {
  return (
    db
      .prepare(
        "SELECT 1 FROM customer_groups WHERE restricted = 1 AND code IN (SELECT value FROM json_each(?))",
      )
      .get(JSON.stringify(groups)) !== undefined
  );
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE email = ?").get(email.trim()) as UserRow | undefined;
}

export function findUser(db: Db, id: number): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "");
  return match?.[1];
}

/** The user a live, unrevoked access token belongs to. */
export function userOfToken(db: Db, token: string, now: number): UserRow | undefined {
  return db
    .prepare(
      `SELECT u.* FROM access_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ?`,
    )
    .get(hashToken(token), now) as UserRow | undefined;
}

/**
 * The caller's user. A request without a token is a guest (undefined); a token that is
 * unknown, expired or revoked is refused with 401, so the storefront drops it.
 */
export function optionalUser(db: Db, req: Request, now: number): UserRow | undefined {
  const token = bearerToken(req);
  if (!token) return undefined;
  const user = userOfToken(db, token, now);
  if (!user) throw httpError(401, MESSAGES.sessionExpired);
  return user;
}

export function requireUser(db: Db, req: Request, now: number): UserRow {
  const user = optionalUser(db, req, now);
  if (!user) throw httpError(401, MESSAGES.notSignedIn);
  return user;
}

export function issueAccessToken(db: Db, userId: number, now: number) {
  const token = randomToken();
  db.prepare(
    "INSERT INTO access_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
  ).run(hashToken(token), userId, now, now + ACCESS_TOKEN_LIFETIME_MS);
  return {
    access_token: token,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_LIFETIME_MS / 1000,
  };
}

export function login(db: Db, email: string, password: string, now: number) {
  const user = findUserByEmail(db, email);
  // The same answer for an unknown e-mail and a wrong password reveals no accounts.
  if (!user || !verifyPassword(password, user.password_hash)) {
    throw httpError(401, MESSAGES.wrongLogin);
  }
  return issueAccessToken(db, user.id, now);
}

export function revokeToken(db: Db, token: string, now: number): void {
  db.prepare(
    "UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL",
  ).run(now, hashToken(token));
}

export function assertPasswordPair(password: string, confirmation: string): void {
  if (password.length < 8) {
    throw httpError(422, MESSAGES.passwordTooShort, "password");
  }
  if (password !== confirmation)
    throw httpError(422, MESSAGES.passwordMismatch, "password_confirmation");
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  businessName?: string | null;
  tin?: string | null;
  vatin?: string | null;
}

export function createUser(db: Db, input: RegisterInput, now: number): UserRow {
  if (findUserByEmail(db, input.email)) {
    throw httpError(422, MESSAGES.accountExists, "email");
  }
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, phone, business_name,
         tin, vatin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.email.trim(),
      hashPassword(input.password),
      input.firstName,
      input.lastName,
      input.phone ?? null,
      input.businessName ?? null,
      input.tin ?? null,
      input.vatin ?? null,
      now,
    );
  const user = findUser(db, Number(lastInsertRowid));
  if (!user) throw new Error("the new user was not stored");
  return user;
}

export type MailTokenKind = "reset" | "account" | "newsletter";

/** Creates a one-time token and mails its link; the link carries the token and e-mail. */
export function mailToken(
  db: Db,
  kind: MailTokenKind,
  email: string,
  callbackUrl: string,
  now: number,
): void {
  const token = randomToken(24);
  db.prepare(
    "INSERT INTO mail_tokens (token_hash, kind, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  ).run(hashToken(token), kind, email, now, now + MAIL_TOKEN_LIFETIME_MS);
  const link = new URL(callbackUrl);
  link.searchParams.set("token", token);
  link.searchParams.set("email", email);
  const texts = {
    reset: ["Obnovení hesla", "Heslo si nastavíte novým odkazem, který platí 24 hodin:"],
    account: ["Aktivace účtu", "Děkujeme za registraci. Účet aktivujete tímto odkazem:"],
    newsletter: ["Potvrzení odběru novinek", "Odběr novinek potvrdíte tímto odkazem:"],
  } as const;
  const [subject, intro] = texts[kind];
  sendMail(db, { to: email, kind, subject, body: `${intro}\n${link.href}`, link: link.href }, now);
}

/** Uses a mailed token once; answers the e-mail it was sent to. */
export function consumeMailToken(db: Db, kind: MailTokenKind, token: string, now: number): string {
  const row = db
    .prepare(
      `SELECT email FROM mail_tokens WHERE token_hash = ? AND kind = ? AND used_at IS NULL
         AND expires_at > ?`,
    )
    .get(hashToken(token), kind, now) as { email: string } | undefined;
  if (!row) throw httpError(422, MESSAGES.linkInvalid, "token");
  db.prepare("UPDATE mail_tokens SET used_at = ? WHERE token_hash = ?").run(now, hashToken(token));
  return row.email;
}

export function resetPassword(
  db: Db,
  input: { email: string; token: string; password: string },
  now: number,
): void {
  const email = consumeMailToken(db, "reset", input.token, now);
  const user = findUserByEmail(db, input.email);
  if (!user || email.toLowerCase() !== user.email.toLowerCase()) {
    throw httpError(422, MESSAGES.linkInvalid, "token");
  }
  db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(
    hashPassword(input.password),
    user.id,
  );
  // A reset usually follows a lost or stolen password: every session ends with it.
  db.prepare(
    "UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL",
  ).run(now, user.id);
}

export function creditBalance(db: Db, userId: number): number {
  return db
    .prepare("SELECT coalesce(sum(amount), 0) FROM credit_entries WHERE user_id = ?")
    .pluck()
    .get(userId) as number;
}

export function userJson(user: UserRow) {
  const attributes: unknown = JSON.parse(user.attributes);
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    groups: userGroups(user),
    // The price list the user sees; business users see the b2b one.
    variantHash: userGroups(user).includes("b2b") ? "b2b" : "default",
    businessName: user.business_name,
    tin: user.tin,
    vatin: user.vatin,
    vatinsvk: user.vatin_sk,
    emailVerified: user.email_verified_at !== null,
    attributes: typeof attributes === "object" && attributes !== null ? attributes : {},
  };
}
