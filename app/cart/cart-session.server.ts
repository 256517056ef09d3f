import { sessionStorage } from "#app/shopper/cookies.server.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import type { Notification } from "#app/shopper/notification.ts";

/** Spec: selected gifts are client state that survives reloads; here, the signed session. */
const GIFT_KEY = "cartGift";

/** The order gift the shopper chose, as kept in the session (not yet checked against the cart). */
export async function chosenGiftId(request: Request): Promise<number | null> {
  const session = await sessionStorage.getSession(request.headers.get("cookie"));
  const value: unknown = session.get(GIFT_KEY);
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}

/** The request's cookie header with the session cookie replaced by the committed one. */
function withSessionCookie(request: Request, setCookie: string): Request {
  const [pair = ""] = setCookie.split(";");
  const name = pair.slice(0, pair.indexOf("="));
  const others = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .filter((cookie) => cookie && !cookie.startsWith(`${name}=`));
  return new Request(request.url, { headers: { cookie: [...others, pair].join("; ") } });
}

/**
 * Writes the chosen gift (null forgets it) and the notifications in one Set-Cookie value:
 * both live in the one session cookie, and two headers for it would lose one of them.
 */
export async function commitCartSession(
  request: Request,
  {
    giftId,
    notifications,
  }: {
    giftId: number | null;
    notifications: Array<Omit<Notification, "id">>;
  },
): Promise<string> {
  const session = await sessionStorage.getSession(request.headers.get("cookie"));
  if (giftId === null) session.unset(GIFT_KEY);
  else session.set(GIFT_KEY, giftId);
  const committed = await sessionStorage.commitSession(session);
  return flashNotification(withSessionCookie(request, committed), notifications);
}
