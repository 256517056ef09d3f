import { sessionStorage } from "#app/shopper/cookies.server.ts";

const SESSION_ID_KEY = "sessionId";
const SESSION_ID_PATTERN = /^[0-9a-f]{24}$/;

/** The spec's session uuid: 24 random hex characters. */
function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

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

/** The session id the request's session cookie holds, or null. */
export async function sessionIdOf(request: Request): Promise<string | null> {
  const session = await sessionStorage.getSession(request.headers.get("cookie"));
  const id: unknown = session.get(SESSION_ID_KEY);
  return typeof id === "string" && SESSION_ID_PATTERN.test(id) ? id : null;
}

/** Stores `sessionId` in the request's session; answers the session's Set-Cookie value. */
export async function commitSessionId(request: Request, sessionId: string): Promise<string> {
  const session = await sessionStorage.getSession(request.headers.get("cookie"));
  session.set(SESSION_ID_KEY, sessionId);
  return sessionStorage.commitSession(session);
}

/**
 * The first step of start-up: the shopper's session id, made when missing. Answers the
 * request as later steps should read it (with the new id) and the Set-Cookie to send.
 */
export async function ensureSessionId(
  request: Request,
): Promise<{ sessionId: string; request: Request; setCookie: string | null }> {
  const existing = await sessionIdOf(request);
  if (existing) return { sessionId: existing, request, setCookie: null };
  const sessionId = newSessionId();
  const setCookie = await commitSessionId(request, sessionId);
  return { sessionId, request: requestAfter(request, [setCookie]), setCookie };
}

/**
 * A new session id after the login changed (login, logout, login as user), so an id
 * learnt before cannot follow the shopper across it. Builds on `setCookie`, a session
 * Set-Cookie this response already carries (e.g. its flash messages).
 */
export async function renewSessionId(request: Request, setCookie: string | null): Promise<string> {
  return commitSessionId(requestAfter(request, [setCookie]), newSessionId());
}
