import {
  newSessionId,
  sessionIdIn,
  sessionStorage,
  setSessionId,
} from "#app/shopper/cookies.server.ts";

/**
 * The Cookie header a browser would send after storing `setCookies`: each cookie they set
 * replaces its namesake (an expired one is dropped). Lets one response build on a cookie an
 * earlier step of it set, as the session cookie holds several things that are each written
 * whole.
 */
function cookieHeaderAfter(cookieHeader: string | null, setCookies: Array<string | null>): string {
  const jar = new Map<string, string>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) jar.set(name, pair.trim());
  }
  for (const setCookie of setCookies) {
    if (!setCookie) continue;
    const pair = setCookie.split(";")[0]?.trim() ?? "";
    const name = pair.split("=")[0]?.trim();
    if (!name) continue;
    const expired = /;\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(setCookie);
    if (expired) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** A copy of the request that carries the cookies `setCookies` set, for reading them back. */
export function requestAfter(request: Request, setCookies: Array<string | null>): Request {
  const headers = new Headers(request.headers);
  headers.set("cookie", cookieHeaderAfter(request.headers.get("cookie"), setCookies));
  return new Request(request.url, { headers, signal: request.signal });
}

/** The session id the request's session cookie holds, or null (nothing written yet). */
export async function sessionIdOf(request: Request): Promise<string | null> {
  return sessionIdIn(await sessionStorage.getSession(request.headers.get("cookie")));
}

/** Stores `sessionId` in the request's session; answers the session's Set-Cookie value. */
export async function commitSessionId(request: Request, sessionId: string): Promise<string> {
  const session = await sessionStorage.getSession(request.headers.get("cookie"));
  setSessionId(session, sessionId);
  return sessionStorage.commitSession(session);
}

/**
 * A new session id after the login changed (login, logout, login as user), so an id
 * learnt before cannot follow the shopper across it. Builds on `setCookie`, a session
 * Set-Cookie this response already carries (e.g. its flash messages).
 */
export async function renewSessionId(request: Request, setCookie: string | null): Promise<string> {
  return commitSessionId(requestAfter(request, [setCookie]), newSessionId());
}
