/**
 * Headers every response carries. The document's Content-Security-Policy, which needs the
 * per-request nonce, is set where the page is rendered (app/entry.server.tsx).
 *
 * @type {import("express").RequestHandler}
 */
export function securityHeaders(_req, res, next) {
  res.set({
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  });
  next();
}
