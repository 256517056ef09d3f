import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { ActionFunctionArgs } from "@remix-run/node";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";

import { authTokenCookie, cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { ACTION_FORMS } from "#app/testing/action-forms.ts";
import {
  describeBody,
  encodeBody,
  hostileBody,
  megabyteBody,
  type HostileBody,
} from "#app/testing/hostile-form.ts";
import { czechText } from "#app/testing/texts.ts";
import { log } from "#bff/log.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";

// Every feature and integration on, so that no action stops at a switched-off flag.
vi.hoisted(() => {
  vi.stubEnv(
    "SHOP_FEATURES",
    "favourites,wishList,compare,bulkOrder,shoppingLists,recommendations,shopCertification",
  );
  vi.stubEnv("REVALIDATE_SECRET", "fuzz-revalidation-secret-of-32-chars");
  vi.stubEnv("MARKETING_AUTOMATION_URL", "http://marketing-automation.test/rest");
  vi.stubEnv("MARKETING_AUTOMATION_ACCOUNT_ID", "test-account");
  vi.stubEnv("MARKETING_AUTOMATION_USER", "test-user");
  vi.stubEnv("MARKETING_AUTOMATION_PASSWORD", "test-password");
});

setUpMockUpstreams();

afterEach(() => {
  vi.restoreAllMocks();
});

/** Machine-to-machine endpoints reading JSON, fuzzed with JSON and broken bytes instead. */
const JSON_ROUTES: Record<string, { authorization?: string }> = {
  "api.events.ts": {},
  "api.revalidate/route.ts": { authorization: "Bearer fuzz-revalidation-secret-of-32-chars" },
};

type Action = (args: ActionFunctionArgs) => unknown;

/** Every route module with an action (flat files and route folders' `route.tsx`). */
async function actionRoutes(): Promise<Array<[string, Action]>> {
  const directory = fileURLToPath(new URL(".", import.meta.url));
  const files = readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => /^[^/]+\.tsx?$|\/route\.tsx?$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
  const found: Array<[string, Action]> = [];
  for (const file of files) {
    const module: { action?: unknown } = await import(`./${file}`);
    if (typeof module.action === "function") found.push([file, module.action as Action]);
  }
  return found;
}

const ROUTES = await actionRoutes();
const FORM_ROUTES = ROUTES.filter(([file]) => !(file in JSON_ROUTES));

/** Runs per action: enough to meet each kind of input, few enough for a loaded machine. */
const RUNS = 30;

/** How an action answered, whether it returned or threw. */
type Answer =
  | { kind: "response"; thrown: boolean; status: number; location: string | null; body: string }
  | { kind: "data"; thrown: boolean; status: number; data: unknown };

async function answerOf(run: () => unknown): Promise<Answer> {
  let value: unknown;
  let thrown = false;
  try {
    value = await run();
  } catch (error) {
    if (error instanceof Error) throw error;
    value = error;
    thrown = true;
  }
  if (value instanceof Response) {
    return {
      kind: "response",
      thrown,
      status: value.status,
      location: value.headers.get("location"),
      body: value.body ? await value.text() : "",
    };
  }
  if (typeof value === "object" && value !== null && "type" in value && "init" in value) {
    const { data, init } = value as unknown as { data: unknown; init: ResponseInit | null };
    // Remix answers a thrown data() without a status as a 500.
    return { kind: "data", thrown, status: init?.status ?? (thrown ? 500 : 200), data };
  }
  return { kind: "data", thrown, status: 200, data: value };
}

/** Traces of an internal error that must never reach a shopper. */
const LEAKS = [/\bError:/, /\n\s+at /, /node_modules/, /TypeError|ReferenceError|SyntaxError/];

function textOf(answer: Answer): string {
  return answer.kind === "response" ? answer.body : (JSON.stringify(answer.data) ?? "");
}

/**
 * Every text under a key matching `key` anywhere in `value` (Conform's `error` record, a
 * `formError`), leaving out what the shopper typed (`initialValue`).
 */
function textsUnder(value: unknown, key: RegExp, inside = false): Array<string> {
  if (typeof value === "string") return inside ? [value] : [];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value)
    .filter(([name]) => name !== "initialValue")
    .flatMap(([name, child]) => textsUnder(child, key, inside || key.test(name)));
}

const MESSAGE_KEYS = /^(error|errors|formError|formErrors|fieldErrors|lineErrors|message)$/;

/** Whether the answer carries a Conform submission result (`{ result: { status } }`). */
function hasResult(data: unknown): boolean {
  return typeof data === "object" && data !== null && "result" in data;
}

/** A message is a text key the shop has in Czech, or the store's own words. */
function isShownMessage(text: string): boolean {
  return typeof czechText(text) === "string" || /\s/.test(text);
}

/**
 * What is wrong with an action's answer to a hostile submission, in words: it must be a 4xx,
 * the form back with messages the page can show, or a redirect on the shop; never a 5xx or
 * an internal error's text.
 */
function problemsOf(answer: Answer): Array<string> {
  const problems: Array<string> = [];
  const text = textOf(answer);
  if (answer.status >= 500) problems.push(`status ${answer.status}: ${text.slice(0, 300)}`);
  for (const leak of LEAKS)
    if (leak.test(text)) problems.push(`leaks ${leak}: ${text.slice(0, 300)}`);
  if (answer.status >= 300 && answer.status < 400) {
    const location = answer.kind === "response" ? answer.location : null;
    if (!location || !/^\/(?![/\\])/.test(location)) problems.push(`redirect to ${location}`);
  } else if (answer.kind === "data" && !answer.thrown) {
    const messages = textsUnder(answer.data, MESSAGE_KEYS);
    for (const message of messages) {
      if (!isShownMessage(message)) problems.push(`message ${JSON.stringify(message)} is no text`);
    }
    if (answer.status >= 400 && hasResult(answer.data) && messages.length === 0) {
      problems.push(`form refused with ${answer.status} but no message: ${text.slice(0, 300)}`);
    }
  }
  return problems;
}

/** Fails with the body that was sent beside what went wrong. */
function expectCalmAnswer(answer: Answer, body: HostileBody) {
  const sent = describeBody(body);
  expect({ sent, problems: problemsOf(answer) }).toEqual({ sent, problems: [] });
}

/**
 * How an action took a MiB: refused with 413 in the shop's words, answered without reading
 * the body (a guest sent to the login first), or, for a form with photos whose limit is
 * above a MiB, the form back with its field too long.
 */
function megabyteOutcome(answer: Answer, bodyRead: boolean): string {
  const tooLarge = czechText("errors.tooLarge.title");
  if (answer.status === 413 && answer.kind === "response" && answer.thrown) {
    return typeof tooLarge === "string" && answer.body.includes(tooLarge)
      ? "refused"
      : `413 without the shop's words: ${answer.body}`;
  }
  if (!bodyRead) return "not read";
  if (answer.kind === "data" && !answer.thrown && answer.status === 400) return "form back";
  return `read and answered ${answer.status}`;
}

let cookies: Array<string> = [];
beforeAll(async () => {
  const auth = (await authTokenCookie.serialize("access-token-1")).split(";")[0] ?? "";
  const cart = (await cartTokenCookie.serialize("cart-token-1")).split(";")[0] ?? "";
  cookies = ["", auth, cart, `${auth}; ${cart}`];
});

/** The address of the route's page in Czech, its parameters filled in. */
function routeUrl(file: string, params: Record<string, string> = {}): string {
  const path = file
    .replace(/(\/route)?\.tsx?$/, "")
    .replace(/_?\./g, "/")
    .replace(/\$(\w*)/g, (_match, name: string) => params[name] ?? "neexistuje");
  return `http://localhost/${path}`;
}

async function send(
  action: Action,
  file: string,
  body: HostileBody,
  cookie: string,
  address: number,
) {
  const { contentType, bytes } = encodeBody(body);
  const headers = new Headers({ cookie });
  if (contentType) headers.set("Content-Type", contentType);
  const params = ACTION_FORMS[file]?.params ?? {};
  const request = new Request(routeUrl(file, params), { method: "POST", body: bytes, headers });
  const context = { requestId: "fuzz-1", clientIp: `198.51.100.${address}`, serverTimings: [] };
  const answer = await answerOf(() => action({ request, params, context }));
  return { answer, bodyRead: request.bodyUsed };
}

test("every action that reads a form has its shape here", () => {
  expect(FORM_ROUTES.map(([file]) => file).filter((file) => !(file in ACTION_FORMS))).toEqual([]);
});

describe.each(FORM_ROUTES)("%s", (file, action) => {
  const shape = ACTION_FORMS[file] ?? { intents: [], fields: {} };

  test("hostile forms get a 4xx, the form with its messages or a redirect on the shop", async () => {
    const error = vi.spyOn(log, "error");
    await fc.assert(
      fc.asyncProperty(
        hostileBody(shape),
        fc.nat({ max: 3 }),
        fc.nat({ max: 254 }),
        async (body, cookieIndex, address) => {
          const { answer } = await send(action, file, body, cookies[cookieIndex] ?? "", address);
          expectCalmAnswer(answer, body);
        },
      ),
      { numRuns: RUNS },
    );
    expect(error).not.toHaveBeenCalled();
  });

  test.each(["urlencoded", "multipart"] as const)(
    "a 1 MiB field sent %s is refused with 413 and the shop's words, or never read",
    async (encoding) => {
      const body = megabyteBody(shape, encoding);
      for (const cookie of cookies) {
        const { answer, bodyRead } = await send(action, file, body, cookie, 1);
        expectCalmAnswer(answer, body);
        expect(megabyteOutcome(answer, bodyRead)).toMatch(/^(refused|not read|form back)$/);
      }
    },
  );
});

describe.each(Object.entries(JSON_ROUTES))("%s", (file, { authorization }) => {
  const json = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc
      .record({
        type: fc.oneof(fc.constantFrom("cart_view", "product_view", "pairing"), fc.string()),
        page: fc.oneof(fc.webUrl(), fc.string()),
        data: fc.jsonValue({ maxDepth: 2 }),
        tags: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
      })
      .map((value) => JSON.stringify(value)),
    fc.uint8Array({ maxLength: 64 }),
  );

  test("hostile JSON gets a 2xx or a 4xx, never an internal error", async () => {
    const action = ROUTES.find(([name]) => name === file)?.[1];
    if (!action) throw new Error(`${file} has no action`);
    await fc.assert(
      fc.asyncProperty(
        json,
        fc.constantFrom("application/json", "text/plain", ""),
        async (body, type) => {
          const headers = new Headers(authorization ? { authorization } : {});
          if (type) headers.set("Content-Type", type);
          const request = new Request(routeUrl(file), { method: "POST", body, headers });
          const answer = await answerOf(() =>
            action({ request, params: {}, context: { requestId: "fuzz-1", serverTimings: [] } }),
          );
          const sent = typeof body === "string" ? body : `${body.length} bytes`;
          expect({ sent, problems: problemsOf(answer) }).toEqual({ sent, problems: [] });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
