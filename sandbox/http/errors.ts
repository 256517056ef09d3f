import type { ErrorRequestHandler, RequestHandler, Response } from "express";

/** One entry of the upstream error body; titles are Czech because shoppers read them. */
export interface ErrorEntry {
  field?: string;
  title: string;
}

/** Thrown anywhere in a handler; the error middleware turns it into the error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Array<ErrorEntry>;

  constructor(status: number, errors: Array<ErrorEntry>) {
    super(errors.map((entry) => entry.title).join("; "));
    this.name = "HttpError";
    this.status = status;
    this.errors = errors;
  }
}

export function httpError(status: number, title: string, field?: string): HttpError {
  return new HttpError(status, [field === undefined ? { title } : { field, title }]);
}

const STATUS_TITLES: Record<number, string> = {
  400: "Neplatný požadavek",
  401: "Nejste přihlášeni",
  403: "K této akci nemáte oprávnění",
  404: "Požadovaná stránka nebyla nalezena",
  408: "Vypršel časový limit požadavku",
  409: "Požadavek je v rozporu se stavem dat",
  422: "Údaje nejsou vyplněny správně",
  429: "Příliš mnoho požadavků, zkuste to prosím za chvíli",
  500: "Něco se porouchalo",
  502: "Služba vrátila neplatnou odpověď",
  503: "Služba je dočasně nedostupná",
  504: "Služba neodpověděla včas",
};

export function titleForStatus(status: number): string {
  return STATUS_TITLES[status] ?? STATUS_TITLES[status >= 500 ? 500 : 400] ?? "Něco se porouchalo";
}

export function sendError(res: Response, status: number, errors: Array<ErrorEntry>): void {
  res.status(status).json({ statusCode: status, errors });
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendError(res, 404, [{ title: titleForStatus(404) }]);
};

export function errorHandler(onError?: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      sendError(res, error.status, error.errors);
      return;
    }
    if (isBodyParserError(error)) {
      sendError(res, 400, [{ title: "Tělo požadavku není platný JSON" }]);
      return;
    }
    onError?.(error);
    sendError(res, 500, [{ title: titleForStatus(500) }]);
  };
}

function isBodyParserError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "type" in error &&
    error.type === "entity.parse.failed"
  );
}
