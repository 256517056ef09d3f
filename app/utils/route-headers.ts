import type { HeadersFunction } from "@remix-run/node";

/**
 * A route's `headers` export that lets the named headers of its loader, action or thrown
 * answer reach the browser. Without one, Remix sends only their cookies with a document, so
 * a 429's `Retry-After` or a page's `Cache-Control: no-store` would be lost.
 */
export function passHeaders(...names: Array<string>): HeadersFunction {
  return ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }) => {
    const headers = new Headers(parentHeaders);
    for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
      for (const name of names) {
        const value = source?.get(name);
        if (value) headers.set(name, value);
      }
    }
    return headers;
  };
}
