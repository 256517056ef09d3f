import { expect } from "vitest";

import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";

/** The action answered with its form's data (a refusal, the form shown again). */
export function answerOf<Result>(result: Result): Exclude<Result, Response> {
  expect(result).not.toBeInstanceOf(Response);
  return result as Exclude<Result, Response>;
}

/** The action redirected after the POST, with 303 See Other. */
export function redirectOf(result: unknown): Response {
  expect(result).toBeInstanceOf(Response);
  if (!(result instanceof Response)) throw new Error("not a redirect");
  expect(result.status).toBe(303);
  return result;
}

/** The browser's next request after `response`: its `cookie` updated by what was set. */
export function nextRequest(response: Response, cookie = ""): Request {
  return requestAfter(
    new Request("http://localhost/", { headers: { cookie } }),
    response.headers.getSetCookie(),
  );
}

/** The notifications the next page shows, from the flash cookie an answer (or its headers) set. */
export async function noticesAfter(answer: Response | Headers) {
  const headers = answer instanceof Response ? answer.headers : answer;
  const next = requestAfter(new Request("http://localhost/"), headers.getSetCookie());
  return (await takeNotifications(next)).notifications;
}

/** The Cookie header a browser sends once it holds these Set-Cookie values. */
export async function cookieHeader(setCookies: Array<string>): Promise<string> {
  return requestAfter(new Request("http://localhost/"), setCookies).headers.get("cookie") ?? "";
}

/**
 * The status of what a loader or action threw: a redirect Response, or the `data()` of an
 * error page (404, 503), with what was thrown to look into.
 */
export async function thrownStatus(
  run: Promise<unknown>,
): Promise<{ status: number; thrown: unknown }> {
  const thrown: unknown = await run.then(
    () => {
      throw new Error("nothing was thrown");
    },
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return { status: thrown.status, thrown };
  const init = (thrown as { init?: { status?: number } | null }).init;
  return { status: init?.status ?? 500, thrown };
}
