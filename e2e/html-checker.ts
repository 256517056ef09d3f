import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";

import * as z from "zod";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** The checker's report (`--format json`), the fields read here. */
const ReportSchema = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      lastColumn: z.number().optional(),
      message: z.string(),
    }),
  ),
});

/** One error the checker found in a page. */
export type HtmlError = { url: string; line: number | null; message: string };

/** A page's URL and the HTML the shop answered there. */
export type HtmlDocument = { url: string; html: string };

/** Where a document's `</html>` ends, as the checker counts lines and columns. */
function documentEnd(html: string): { line: number; column: number } {
  const at = html.lastIndexOf("</html>");
  if (at < 0) return { line: Number.POSITIVE_INFINITY, column: 0 };
  const end = at + "</html>".length;
  const before = html.slice(0, end);
  return { line: before.split("\n").length, column: end - before.lastIndexOf("\n") - 1 };
}

/**
 * React streams the data a page defers, and the script that hands it to the browser, after
 * the document's `</html>`; HTML allows nothing there, so the checker calls the first such
 * script a stray tag and stops. Only that error, and its stop, past `</html>` are left out:
 * anything else, or the same error inside the document, still counts.
 */
function isStreamedScript(
  message: { message: string; lastLine?: number; lastColumn?: number },
  end: { line: number; column: number },
): boolean {
  const { lastLine = 0, lastColumn = 0 } = message;
  const pastEnd = lastLine > end.line || (lastLine === end.line && lastColumn > end.column);
  return (
    pastEnd &&
    (/^Stray (start|end) tag “script”\.$/.test(message.message) ||
      message.message.startsWith("Cannot recover after last error."))
  );
}

/**
 * Validates documents with the W3C Nu Html Checker (vnu.jar, needs Java) in one run, as
 * the checker's start-up takes seconds; returns its errors (warnings are left out).
 */
export async function htmlErrors(documents: Array<HtmlDocument>): Promise<Array<HtmlError>> {
  const dir = await mkdtemp(join(tmpdir(), "html-validity-"));
  try {
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = join(dir, `page-${index}.html`);
        await writeFile(file, document.html);
        return file;
      }),
    );
    const byFile = new Map(files.map((file, index) => [basename(file), documents[index]]));
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = ReportSchema.parse(JSON.parse(stderr));
    return report.messages.flatMap((message) => {
      if (message.type === "info") return [];
      const document = byFile.get(basename(message.url ?? ""));
      if (document && isStreamedScript(message, documentEnd(document.html))) return [];
      return [
        {
          url: document?.url ?? message.url ?? "",
          line: message.lastLine ?? null,
          message: message.message,
        },
      ];
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
