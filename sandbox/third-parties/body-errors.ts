import type { ErrorRequestHandler } from "express";

import { sendError } from "#sandbox/http/errors.ts";

/**
 * A body the fakes' parsers refuse (too long, not JSON, a charset they do not read) is the
 * sender's mistake: 413 or 400 with the error body, never the 500 of an unexpected error.
 */
export const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = typeof error === "object" && error !== null && "type" in error ? error.type : null;
  if (type === "entity.too.large") {
    sendError(res, 413, [{ title: "Tělo požadavku je příliš velké" }]);
  } else if (
    (typeof type === "string" && type.startsWith("entity.")) ||
    type === "charset.unsupported"
  ) {
    sendError(res, 400, [{ title: "Tělo požadavku nelze přečíst" }]);
  } else {
    next(error);
  }
};
