type Fields = Record<string, unknown>;

function write(level: "warn" | "error", message: string, fields: Fields) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === "error") console.error(line);
  else console.warn(line);
}

/** Structured one-line JSON logs on stderr, readable by any log collector. */
export const log = {
  warn: (message: string, fields: Fields = {}) => write("warn", message, fields),
  error: (message: string, fields: Fields = {}) => write("error", message, fields),
};
