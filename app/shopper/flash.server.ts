import type { Session } from "@remix-run/node";
import * as z from "zod";

import { sessionStorage } from "#app/shopper/cookies.server.ts";
import { MAX_NOTIFICATIONS, type Notification } from "#app/shopper/notification.ts";

/** Validates what comes back from the cookie, which a shopper could have replayed. */
const NotificationSchema: z.ZodType<Notification> = z.object({
  id: z.string(),
  type: z.enum(["success", "info", "warning", "danger"]),
  title: z.string().optional(),
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  raw: z.boolean().optional(),
  durationMs: z.number().int().positive().optional(),
});

const FLASH_KEY = "notifications";

/**
 * The longest message or title a notification keeps (the store's sentences, an import
 * line's code in the store's words) and the longest value it names (a name, a product
 * code, an e-mail address of at most 254 characters): they come from shoppers' input.
 */
const MAX_TEXT_LENGTH = 500;
const MAX_VALUE_LENGTH = 254;

/**
 * Browsers drop a cookie over 4096 bytes (name and attributes included), and with the
 * session cookie the session id and the checkout choices would go too. Below it, room is
 * left for a new session id that a login writes after the notifications.
 */
const MAX_SESSION_COOKIE_LENGTH = 3500;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never half of a character outside the basic plane.
  return `${text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, "")}…`;
}

function bounded(notification: Notification): Notification {
  const { title, message, values } = notification;
  return {
    ...notification,
    ...(title === undefined ? {} : { title: cut(title, MAX_TEXT_LENGTH) }),
    message: cut(message, MAX_TEXT_LENGTH),
    ...(values === undefined
      ? {}
      : {
          values: Object.fromEntries(
            Object.entries(values).map(([name, value]) => [
              name,
              typeof value === "string" ? cut(value, MAX_VALUE_LENGTH) : value,
            ]),
          ),
        }),
  };
}

/** The session's Set-Cookie value; null when it would be too large for a browser to keep. */
async function committedWithinLimit(session: Session): Promise<string | null> {
  try {
    const setCookie = await sessionStorage.commitSession(session);
    return setCookie.length <= MAX_SESSION_COOKIE_LENGTH ? setCookie : null;
  } catch (error) {
    // Remix refuses to write a cookie over 4096 bytes rather than let the browser drop it.
    const tooLarge =
      error instanceof Error && error.message.startsWith("Cookie length will exceed");
    if (tooLarge) return null;
    throw error;
  }
}

async function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("cookie"));
}

function readNotifications(value: unknown): Array<Notification> {
  const parsed = z.array(NotificationSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/**
 * Adds notifications for the next page the shopper sees; returns the Set-Cookie value. Several
 * for one response go in one call, since each call writes the whole cookie. Long texts are
 * cut, and the oldest notifications give way while the cookie would be too large to keep.
 */
export async function flashNotification(
  request: Request,
  notification: Omit<Notification, "id"> | Array<Omit<Notification, "id">>,
): Promise<string> {
  const session = await getSession(request);
  const queued = readNotifications(session.get(FLASH_KEY));
  const added = (Array.isArray(notification) ? notification : [notification]).map((entry) =>
    bounded({ ...entry, id: crypto.randomUUID() }),
  );
  let next = [...queued, ...added].slice(-MAX_NOTIFICATIONS);
  for (;;) {
    session.flash(FLASH_KEY, next);
    const setCookie = await committedWithinLimit(session);
    if (setCookie !== null) return setCookie;
    // Without notifications the session is what it was before: Remix's own refusal, if any.
    if (next.length === 0) return sessionStorage.commitSession(session);
    next = next.slice(1);
  }
}

/** Takes the queued notifications; the Set-Cookie value clears them (null when none). */
export async function takeNotifications(
  request: Request,
): Promise<{ notifications: Array<Notification>; setCookie: string | null }> {
  const session = await getSession(request);
  if (!session.has(FLASH_KEY)) return { notifications: [], setCookie: null };
  const notifications = readNotifications(session.get(FLASH_KEY));
  return { notifications, setCookie: await sessionStorage.commitSession(session) };
}
