/**
 * Drops X-Forwarded-Host when no proxy is trusted (TRUST_PROXY is not `true`): nobody
 * vouches for it then. Express already ignores it for `req.hostname`, but
 * @remix-run/express takes the port of the Remix request's URL from it whatever the trust
 * setting, so `Host: shop.sk` with `X-Forwarded-Host: x:8443` would reach the app as
 * `shop.sk:8443`, a host no language claims: a page in cs and the default origin in the
 * answer for shop.sk, and in a shared cache under shop.sk's key.
 *
 * @type {import("express").RequestHandler}
 */
export function dropUntrustedForwardedHost(req, _res, next) {
  delete req.headers["x-forwarded-host"];
  next();
}
