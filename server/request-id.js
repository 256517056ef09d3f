import { randomUUID } from "node:crypto";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Express middleware that gives every request an id (the proxy's, when it sends a sane one)
 * that follows it to the upstreams and into the logs, and answers it in `X-Request-Id`.
 *
 * @type {import("express").RequestHandler}
 */
export function assignRequestId(req, res, next) {
  const incoming = req.get("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.set("X-Request-Id", requestId);
  next();
}

/**
 * The id `assignRequestId` gave the request, if it ran.
 *
 * @param {import("express").Response} res
 * @returns {string | undefined}
 */
export function requestIdOf(res) {
  const { requestId } = res.locals;
  return typeof requestId === "string" ? requestId : undefined;
}
