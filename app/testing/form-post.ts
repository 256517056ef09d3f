import type { ActionFunctionArgs } from "@remix-run/node";

export type FormPostOptions = {
  /** The Cookie header the browser sends. */
  cookie?: string;
  /** The client's address as the server saw it (the rate limits count by it). */
  clientIp?: string;
  /** The route's parameters. */
  params?: Record<string, string>;
  /** Any other header (Origin, Sec-Fetch-Site, Accept). */
  headers?: Record<string, string>;
};

/**
 * Calls a route's action as a browser's form POST to `url` would reach it: the fields
 * form-encoded (or a multipart FormData), the cookie and headers given, the client's
 * address in the load context.
 */
export function formPost<Result>(
  action: (args: ActionFunctionArgs) => Result,
  url: string,
  fields: Record<string, string> | URLSearchParams | FormData,
  { cookie, clientIp, params = {}, headers = {} }: FormPostOptions = {},
): Result {
  const sent = new Headers(headers);
  if (cookie) sent.set("cookie", cookie);
  return action({
    request: new Request(url, {
      method: "POST",
      body: fields instanceof FormData ? fields : new URLSearchParams(fields),
      headers: sent,
    }),
    params,
    context: clientIp === undefined ? {} : { clientIp },
  });
}
