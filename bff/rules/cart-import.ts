import { DEFAULT_QUANTITY_LIMITS } from "./quantity-input.ts";

/**
 * The import order form (spec: batch add): one product per line, its code (marketing code
 * or EAN) and the amount, separated by a space, a tab, a semicolon or a comma; a CSV file
 * holds the same lines. Messages are the app's `cart.import.*` keys.
 */

/** The store takes at most this many lines in one batch. */
export const IMPORT_MAX_LINES = 500;

export type ImportLine = { line: number; code: string; amount: number };

export type ImportLineError = {
  line: number;
  message: "cart.import.lineFormat" | "cart.import.lineAmount";
};

export type ParsedImport = { lines: Array<ImportLine>; errors: Array<ImportLineError> };

const SEPARATORS = /[\s;,]+/;

/** CSV exports quote their cells; the quotes are not part of the code. */
function unquote(cell: string): string {
  return cell.replace(/^"(.*)"$/, "$1").trim();
}

/**
 * Reads the pasted or uploaded lines; empty lines are skipped and each bad line is reported
 * with its 1-based number. `header` skips a first line whose amount is not a number, as a
 * spreadsheet's column titles are.
 */
export function parseImportLines(text: string, { header = false } = {}): ParsedImport {
  const lines: Array<ImportLine> = [];
  const errors: Array<ImportLineError> = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.trim().split(SEPARATORS).map(unquote).filter(Boolean);
    if (cells.length === 0) return;
    const [code, amount] = cells;
    if (header && index === 0 && cells.length === 2 && !/^\d+$/.test(amount ?? "")) return;
    if (cells.length !== 2 || code === undefined || amount === undefined) {
      errors.push({ line, message: "cart.import.lineFormat" });
      return;
    }
    const value = /^\d+$/.test(amount) ? Number(amount) : Number.NaN;
    // Whole pieces the quantity input could hold; the store checks each variant's own limits.
    if (!(value >= DEFAULT_QUANTITY_LIMITS.min && value <= DEFAULT_QUANTITY_LIMITS.max)) {
      errors.push({ line, message: "cart.import.lineAmount" });
      return;
    }
    lines.push({ line, code, amount: value });
  });
  return { lines, errors };
}
