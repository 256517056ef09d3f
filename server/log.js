import { pino } from "pino";

/**
 * @typedef {"debug" | "info" | "warn" | "error" | "silent"} LogLevel
 * @typedef {Record<string, unknown>} Fields
 * @typedef {{
 *   debug: (message: string, fields?: Fields) => void;
 *   info: (message: string, fields?: Fields) => void;
 *   warn: (message: string, fields?: Fields) => void;
 *   error: (message: string, fields?: Fields) => void;
 * }} Log
 */

/**
 * The server's JSON lines, in the shape of the BFF's (bff/log.ts): the same pino settings,
 * so a log collector reads both alike. Written synchronously, so the last line before
 * `process.exit` is not lost.
 *
 * @param {{ level: LogLevel; destination?: import("pino").DestinationStream }} options
 * @returns {Log}
 */
export function serverLog({ level, destination = pino.destination({ sync: true }) }) {
  const logger = pino(
    {
      level,
      base: { service: "storefront" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    debug: (message, fields = {}) => logger.debug(fields, message),
    info: (message, fields = {}) => logger.info(fields, message),
    warn: (message, fields = {}) => logger.warn(fields, message),
    error: (message, fields = {}) => logger.error(fields, message),
  };
}
