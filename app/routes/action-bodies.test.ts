import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { ActionFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, test, vi } from "vitest";

import { log } from "#bff/log.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

afterEach(() => {
  vi.restoreAllMocks();
});

/** Route modules whose action never reads a form, each with its reason. */
const EXCLUDED: Record<string, string> = {
  "$/route.tsx": "throws 404 for every request",
  "api.revalidate/route.ts": "reads JSON; its route.test.ts covers it",
  "api.events.ts": "reads JSON; api.events.test.ts covers it",
};

type Action = (args: ActionFunctionArgs) => unknown;

function isAction(value: unknown): value is Action {
  return typeof value === "function";
}

/** Every route module with an action (flat files and route folders' `route.tsx`). */
async function actionRoutes(): Promise<Array<[string, Action]>> {
  const directory = fileURLToPath(new URL(".", import.meta.url));
  const files = readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => /^[^/]+\.tsx?$|\/route\.tsx?$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !(file in EXCLUDED))
    .sort();
  const found: Array<[string, Action]> = [];
  for (const file of files) {
    const module: { action?: unknown } = await import(`./${file}`);
    if (isAction(module.action)) found.push([file, module.action]);
  }
  return found;
}

const ROUTES = await actionRoutes();

/** Over the largest limit of any action (the order import's, about 400 KiB). */
const OVERSIZED_BYTES = 1024 * 1024;
const CHUNK_BYTES = 16 * 1024;

/** An urlencoded body of one field over every limit, in chunks, counting those pulled. */
function oversizedBody() {
  const counter = { pulledBytes: 0 };
  const chunk = new TextEncoder().encode("x".repeat(CHUNK_BYTES));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("email="));
    },
    pull(controller) {
      if (counter.pulledBytes >= OVERSIZED_BYTES) {
        controller.close();
        return;
      }
      counter.pulledBytes += CHUNK_BYTES;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const TRUNCATED_MULTIPART =
  '--boundary\r\nContent-Disposition: form-data; name="email"\r\n\r\njana@exa';

const BODIES: Array<{ name: string; type: string; body: string; status: number }> = [
  {
    name: "JSON",
    type: "application/json",
    body: '{"email":"jana@example.cz","intent":"add"}',
    status: 415,
  },
  {
    name: "XML",
    type: "application/xml",
    body: '<?xml version="1.0"?><form><email>jana@example.cz</email></form>',
    status: 415,
  },
  {
    name: "a truncated multipart body",
    type: "multipart/form-data; boundary=boundary",
    body: TRUNCATED_MULTIPART,
    status: 400,
  },
];

/** The status of the Response the action returned or threw; null when it answered data. */
async function statusOf(answer: () => unknown): Promise<number | null> {
  try {
    const result = await answer();
    return result instanceof Response ? result.status : null;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

function call(action: Action, request: Request) {
  return () =>
    action({ request, params: { slug: "produkt" }, context: { requestId: "hostile-1" } });
}

test("finds the actions", () => {
  expect(ROUTES.map(([file]) => file)).toEqual(
    expect.arrayContaining([
      "odber-novinek/route.ts",
      "kosik_.import-objednavky/route.tsx",
      "produkt.$slug/route.tsx",
      "potvrzeni-veku.ts",
    ]),
  );
});

describe.each(ROUTES)("%s", (file, action) => {
  const url = `http://localhost/${file.replace(/(\/route)?\.tsx?$/, "")}`;

  test.each(BODIES)(
    "$name is refused with $status, logged as a warning",
    async ({ type, body, status }) => {
      const warn = vi.spyOn(log, "warn");
      const error = vi.spyOn(log, "error");
      const consoleError = vi.spyOn(console, "error");
      const request = new Request(url, { method: "POST", body, headers: { "Content-Type": type } });
      expect(await statusOf(call(action, request))).toBe(status);
      expect(warn).toHaveBeenCalledWith(
        "request body refused",
        expect.objectContaining({ requestId: "hostile-1", status }),
      );
      expect(error).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  test("an oversized form answers 413 and is not read to its end", async () => {
    const error = vi.spyOn(log, "error");
    const { stream, counter } = oversizedBody();
    const request = new Request(url, {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    });
    expect(await statusOf(call(action, request))).toBe(413);
    expect(counter.pulledBytes).toBeLessThan(OVERSIZED_BYTES / 2);
    expect(error).not.toHaveBeenCalled();
  });
});
