import * as z from "zod";

import { sessionStorage } from "./cookies.server.ts";
import { MAX_NOTIFICATIONS, type Notification } from "./notification.ts";

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

async function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("cookie"));
}

function readNotifications(value: unknown): Array<Notification> {
  const parsed = z.array(NotificationSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/**
 * Adds notifications for the next page the shopper sees; returns the Set-Cookie value. Several
 * for one response go in one call, since each call writes the whole cookie.
 */
export async function flashNotification(
  request: Request,
  notification: Omit<Notification, "id"> | Array<Omit<Notification, "id">>,
): Promise<string> {
  const session = await getSession(request);
  const queued = readNotifications(session.get(FLASH_KEY));
  const added = (Array.isArray(notification) ? notification : [notification]).map((entry) => ({
    ...entry,
    id: crypto.randomUUID(),
  }));
  const next = [...queued, ...added].slice(-MAX_NOTIFICATIONS);
  session.flash(FLASH_KEY, next);
  return sessionStorage.commitSession(session);
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
