import { redirect, type TypedResponse } from "@remix-run/node";

import { flashNotification } from "#app/shopper/flash.server.ts";
import type { Notification } from "#app/shopper/notification.ts";

type Notice = Omit<Notification, "id">;

/**
 * The answer to a POST (or a link that changes something) that went through: a 303 See
 * Other to `to` (a path the caller made safe) with the notifications for the next page in
 * the session cookie, and any other cookies (`cookies`, Set-Cookie values) alongside. No
 * notification leaves the session as it is.
 */
export async function redirectWithNotice(
  request: Request,
  to: string,
  notice: Notice | ReadonlyArray<Notice>,
  { cookies = [] }: { cookies?: ReadonlyArray<string | null> } = {},
): Promise<TypedResponse<never>> {
  const notices = "message" in notice ? [notice] : [...notice];
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  if (notices.length > 0) headers.append("Set-Cookie", await flashNotification(request, notices));
  return redirect(to, { status: 303, headers });
}
