import { pino, type Logger } from "pino";

import { getConfig } from "./config.ts";

type Fields = Record<string, unknown>;

let logger: Logger | undefined;

function getLogger(): Logger {
  logger ??= pino({
    level: getConfig().LOG_LEVEL,
    base: { service: "storefront" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  return logger;
}

/** Structured JSON logs (pino), one line per event, readable by any log collector. */
export const log = {
  info: (message: string, fields: Fields = {}) => getLogger().info(fields, message),
  warn: (message: string, fields: Fields = {}) => getLogger().warn(fields, message),
  error: (message: string, fields: Fields = {}) => getLogger().error(fields, message),
};
