import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";

import { type ContentLocale, FALLBACK_LOCALE, contentLocale } from "#sandbox/content-language.ts";
import { type Message, MESSAGES, STATUS_TITLES } from "#sandbox/message-language.ts";

/**
 * A title shoppers read: a message, answered in the request's language, or a text answered
 * as it is (the CMS's and the fakes', in Czech only).
 */
export type Title = Message | string;

/** One entry of the upstream error body. */
export interface ErrorEntry {
  field?: string;
  title: Title;
}

/** An entry as the error body carries it, its title in one language. */
export interface AnsweredError {
  field?: string;
  title: string;
}

/** Thrown anywhere in a handler; the error middleware turns it into the error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Array<ErrorEntry>;

  constructor(status: number, errors: Array<ErrorEntry>) {
    super(
      errorsIn(errors, FALLBACK_LOCALE)
        .map((entry) => entry.title)
        .join("; "),
    );
    this.name = "HttpError";
    this.status = status;
    this.errors = errors;
  }
}

export function httpError(status: number, title: Title, field?: string): HttpError {
  return new HttpError(status, [field === undefined ? { title } : { field, title }]);
}

export function titleForStatus(status: number): Message {
  return (
    STATUS_TITLES[status] ?? (status >= 500 ? MESSAGES.somethingBroke : MESSAGES.invalidRequest)
  );
}

/** The entries as a reader of `locale` gets them. */
export function errorsIn(
  errors: ReadonlyArray<ErrorEntry>,
  locale: ContentLocale,
): Array<AnsweredError> {
  return errors.map((entry) => ({
    ...entry,
    title: typeof entry.title === "string" ? entry.title : entry.title[locale],
  }));
}

/** The language each answer writes its error titles in; Czech for an answer not in it. */
const errorLocales = new WeakMap<Response, ContentLocale>();

/** Has every error a request is answered with written in the locale `localeOf` reads from it. */
export function errorsInLocaleOf(localeOf: (req: Request) => string | undefined): RequestHandler {
  return (req, res, next) => {
    errorLocales.set(res, contentLocale(localeOf(req)));
    next();
  };
}

/** The entries in the language the request is answered in. */
export function answeredErrors(
  res: Response,
  errors: ReadonlyArray<ErrorEntry>,
): Array<AnsweredError> {
  return errorsIn(errors, errorLocales.get(res) ?? FALLBACK_LOCALE);
}

export function sendError(res: Response, status: number, errors: Array<ErrorEntry>): void {
  res.status(status).json({ statusCode: status, errors: answeredErrors(res, errors) });
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
      sendError(res, 400, [{ title: MESSAGES.invalidJson }]);
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
