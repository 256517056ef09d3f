import {
  createRequestHandler,
  data,
  type ActionFunctionArgs,
  type ServerBuild,
} from "@remix-run/node";
import { afterEach, describe, expect, test, vi } from "vitest";

import { handleError } from "#app/entry.server.tsx";
import {
  SMALL_FORM_MAX_BYTES,
  TEXT_FORM_MAX_BYTES,
  readForm,
  readJson,
} from "#app/utils/request-body.server.ts";
import { log } from "#bff/log.ts";

const LIMIT = { maxBytes: 1024 };
const CONTEXT = { requestId: "request-1" };

afterEach(() => {
  vi.restoreAllMocks();
});

function post(body: BodyInit | null, headers: Record<string, string> = {}, path = "/form") {
  return new Request(`http://localhost${path}`, { method: "POST", body, headers });
}

/** A body of `chunkBytes` chunks without end, counting how many the reader pulled. */
function endlessBody(chunkBytes: number) {
  const counter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
    cancel() {
      counter.cancelled = true;
    },
  });
  return { stream, counter };
}

function streamed(stream: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return new Request("http://localhost/form", {
    method: "POST",
    body: stream,
    headers,
    duplex: "half",
  });
}

/** What `call` threw: a Response, or the test fails. */
async function refusalOf(call: Promise<unknown>): Promise<Response> {
  const thrown = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  if (!(thrown instanceof Response)) throw new Error("expected a thrown Response");
  return thrown;
}

const URLENCODED = { "Content-Type": "application/x-www-form-urlencoded" };

describe("readForm", () => {
  test("reads an urlencoded and a multipart form, file included", async () => {
    const urlencoded = await readForm(
      post(new URLSearchParams({ email: "jana@example.cz" })),
      {},
      LIMIT,
    );
    expect(urlencoded.get("email")).toBe("jana@example.cz");

    const multipart = new FormData();
    multipart.append("lines", "ABC 1");
    multipart.append("file", new File(["code;amount\nABC;2\n"], "order.csv", { type: "text/csv" }));
    const form = await readForm(post(multipart), {}, LIMIT);
    expect(form.get("lines")).toBe("ABC 1");
    const file = form.get("file");
    if (!(file instanceof File)) throw new Error("expected the file");
    expect(await file.text()).toBe("code;amount\nABC;2\n");
  });

  test("an empty form is a form", async () => {
    const form = await readForm(post("", URLENCODED), {}, LIMIT);
    expect([...form.keys()]).toEqual([]);
  });

  test.each([
    ["JSON", "application/json", '{"email":"jana@example.cz"}'],
    ["XML", "application/xml", "<?xml version='1.0'?><email>jana@example.cz</email>"],
    ["plain text", "text/plain", "email=jana@example.cz"],
    ["no type", null, "email=jana@example.cz"],
  ])(
    "%s is not a form: 415 with the Czech message, a warning and no error",
    async (_name, type, body) => {
      const warn = vi.spyOn(log, "warn");
      const error = vi.spyOn(log, "error");
      const request = new Request("http://localhost/odber-novinek", { method: "POST", body });
      if (type) request.headers.set("Content-Type", type);
      else request.headers.delete("Content-Type");
      const response = await refusalOf(readForm(request, CONTEXT, LIMIT));
      expect(response.status).toBe(415);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toContain("Odeslaný formulář se nepodařilo přečíst");
      expect(warn).toHaveBeenCalledWith("request body refused", {
        requestId: "request-1",
        path: "/odber-novinek",
        status: 415,
        reason: `Content-Type ${type ?? "none"} is not a form`,
        maxBytes: LIMIT.maxBytes,
      });
      expect(error).not.toHaveBeenCalled();
    },
  );

  test("a truncated multipart body or one without its boundary is malformed: 400", async () => {
    const truncated = post('--b\r\nContent-Disposition: form-data; name="email"\r\n\r\njana@ex', {
      "Content-Type": "multipart/form-data; boundary=b",
    });
    expect((await refusalOf(readForm(truncated, CONTEXT, LIMIT))).status).toBe(400);
    const noBoundary = post("--b--\r\n", { "Content-Type": "multipart/form-data" });
    expect((await refusalOf(readForm(noBoundary, CONTEXT, LIMIT))).status).toBe(400);
  });

  test("a list index past the form's own entries is malformed: 400, before any schema sees it", async () => {
    const dense = new URLSearchParams([
      ["items[0].id", "1"],
      ["items[0].amount", "2"],
      ["items[1].id", "2"],
    ]);
    expect((await readForm(post(dense), CONTEXT, LIMIT)).get("items[1].id")).toBe("2");
    const statuses: Array<number> = [];
    for (const key of ["items[99999999].amount", "items[0].photos[3]", "a[2]"]) {
      const sparse = new URLSearchParams([
        [key, "1"],
        ["email", "jana@example.cz"],
      ]);
      statuses.push((await refusalOf(readForm(post(sparse), CONTEXT, LIMIT))).status);
    }
    expect(statuses).toEqual([400, 400, 400]);
  });

  test("a field name deeper than 8 segments is malformed: 400 in Czech, 8 are read", async () => {
    const limit = { maxBytes: TEXT_FORM_MAX_BYTES };
    const eight = "a[0].b[0].c.d.e.f";
    expect(
      (await readForm(post(new URLSearchParams([[eight, "1"]])), CONTEXT, limit)).get(eight),
    ).toBe("1");
    const statuses: Array<number> = [];
    const texts: Array<string> = [];
    for (const key of [`${eight}.g`, `a${"[0]".repeat(4000)}`, `a${".a".repeat(2000)}`]) {
      const refusal = await refusalOf(
        readForm(post(new URLSearchParams([[key, "1"]])), CONTEXT, limit),
      );
      statuses.push(refusal.status);
      texts.push(await refusal.text());
    }
    expect(statuses).toEqual([400, 400, 400]);
    for (const text of texts) expect(text).toContain("Odeslaný formulář se nepodařilo přečíst");
  });

  test("a form of more than 1000 fields is refused with 400; 1000 are read", async () => {
    const fields = (count: number) =>
      new URLSearchParams(Array.from({ length: count }, () => ["a", ""]));
    const limit = { maxBytes: SMALL_FORM_MAX_BYTES };
    expect((await readForm(post(fields(1000)), CONTEXT, limit)).getAll("a")).toHaveLength(1000);
    expect((await refusalOf(readForm(post(fields(1001)), CONTEXT, limit))).status).toBe(400);
  });

  test("a body exactly at the limit is read; one byte more is 413", async () => {
    const atLimit = `a=${"x".repeat(LIMIT.maxBytes - 2)}`;
    const form = await readForm(post(atLimit, URLENCODED), {}, LIMIT);
    expect(form.get("a")).toHaveLength(LIMIT.maxBytes - 2);
    const response = await refusalOf(readForm(post(`${atLimit}x`, URLENCODED), CONTEXT, LIMIT));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Odeslaný formulář je příliš velký");
  });

  test("a Content-Length over the limit is refused before the body is read", async () => {
    const warn = vi.spyOn(log, "warn");
    const { stream, counter } = endlessBody(256);
    const request = streamed(stream, { ...URLENCODED, "Content-Length": "104857600" });
    expect((await refusalOf(readForm(request, CONTEXT, LIMIT))).status).toBe(413);
    // A readable stream asks for its first chunk on its own; the reader asked for none more.
    expect(counter.pulled).toBeLessThanOrEqual(1);
    expect(warn).toHaveBeenCalledWith(
      "request body refused",
      expect.objectContaining({ status: 413, reason: "Content-Length 104857600 over the limit" }),
    );
  });

  test("a body without a length stops being read at the first chunk over the limit", async () => {
    const { stream, counter } = endlessBody(256);
    const response = await refusalOf(readForm(streamed(stream, URLENCODED), CONTEXT, LIMIT));
    expect(response.status).toBe(413);
    // 1024 bytes are 4 chunks: the fifth passes the limit, one more is the stream's own read-ahead.
    expect(counter.pulled).toBeLessThanOrEqual(6);
    // Not cancelled: on the Express server that would reset the connection before the 413.
    expect(counter.cancelled).toBe(false);
  });

  test("a body that stalls is refused with 408 once BODY_TIMEOUT_MS has passed", async () => {
    vi.useFakeTimers();
    try {
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("email=jana"));
        },
      });
      const pending = refusalOf(readForm(streamed(stalled, URLENCODED), CONTEXT, LIMIT));
      await vi.advanceTimersByTimeAsync(59_000);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      const refusal = await pending;
      expect(refusal.status).toBe(408);
      expect(await refusal.text()).toContain("Odeslaný formulář se nepodařilo přečíst");
    } finally {
      vi.useRealTimers();
    }
  });

  test("a body that breaks off is malformed: 400", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=jana"));
        controller.error(new Error("aborted"));
      },
    });
    const response = await refusalOf(readForm(streamed(stream, URLENCODED), CONTEXT, LIMIT));
    expect(response.status).toBe(400);
  });

  test("the message is in the language of the page", async () => {
    const response = await refusalOf(
      readForm(post("{}", { "Content-Type": "application/json" }, "/de/warenkorb"), {}, LIMIT),
    );
    expect(await response.text()).toContain("Das gesendete Formular konnte nicht gelesen werden");
  });
});

describe("readJson", () => {
  test("parses JSON up to the limit", async () => {
    const body = await readJson(post('{"tags":["product"]}'), {}, LIMIT);
    expect(body).toEqual({ tags: ["product"] });
  });

  test("malformed JSON or text that is not UTF-8 is 400 with a JSON error", async () => {
    const error = vi.spyOn(log, "error");
    const response = await refusalOf(readJson(post('{"tags":['), CONTEXT, LIMIT));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "not valid JSON" });
    const latin1 = post(new Uint8Array([0x22, 0xe9, 0x22]));
    expect((await refusalOf(readJson(latin1, CONTEXT, LIMIT))).status).toBe(400);
    expect(error).not.toHaveBeenCalled();
  });

  test("a body over the limit is 413, streamed or declared", async () => {
    const { stream, counter } = endlessBody(256);
    expect((await refusalOf(readJson(streamed(stream, {}), CONTEXT, LIMIT))).status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(6);
    const declared = post("{}", { "Content-Length": "2000" });
    expect((await refusalOf(readJson(declared, CONTEXT, LIMIT))).status).toBe(413);
  });
});

/**
 * The helper behind Remix's own request handler with single fetch on, and the app's
 * `handleError`: a page's document POST, a fetcher's `.data` POST (the same body, re-sent by
 * Remix under the route's URL) and a resource route's POST all answer the refusal's status
 * and nothing is logged as an error.
 */
describe("through Remix's request handler", () => {
  async function formAction({ request, context }: ActionFunctionArgs) {
    const form = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
    return { email: form.get("email") };
  }
  const page = { default: () => null, ErrorBoundary: () => null };
  // A route without a component is a resource route.
  const resource = { default: undefined };
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: page },
    page: {
      id: "page",
      parentId: "root",
      path: "stranka",
      module: { ...page, action: formAction },
    },
    resource: {
      id: "resource",
      parentId: "root",
      path: "zdroj",
      module: { ...resource, action: formAction },
    },
    postOnly: {
      id: "postOnly",
      parentId: "root",
      path: "jen-post",
      module: {
        ...resource,
        loader: () => {
          throw data(null, { status: 404 });
        },
      },
    },
  };
  const build: ServerBuild = {
    mode: "production",
    entry: {
      module: {
        default: (_request, status) => new Response(`document ${status}`, { status }),
        handleError,
      },
    },
    routes,
    assets: {
      entry: { module: "/build/entry.js", imports: [] },
      routes: Object.fromEntries(
        Object.values(routes).map((route) => [
          route.id,
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            module: `/build/${route.id}.js`,
            hasAction: route.module.action !== undefined,
            hasLoader: route.module.loader !== undefined,
            hasClientAction: false,
            hasClientLoader: false,
            hasErrorBoundary: route.module.ErrorBoundary !== undefined,
          },
        ]),
      ),
      url: "/build/manifest.js",
      version: "1",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_lazyRouteDiscovery: true,
      v3_singleFetch: true,
    },
    isSpaMode: false,
  };
  const handle = createRequestHandler(build, "production");
  const json = {
    body: '{"email":"jana@example.cz"}',
    headers: { "Content-Type": "application/json" },
  };
  const oversized = { body: new URLSearchParams({ email: "x".repeat(SMALL_FORM_MAX_BYTES) }) };

  test.each([
    ["a page's document POST", "/stranka", json, 415],
    ["a fetcher's .data POST", "/stranka.data", json, 415],
    ["a resource route's POST", "/zdroj", json, 415],
    ["a fetcher's .data POST to a resource route", "/zdroj.data", oversized, 413],
    ["a page's oversized POST", "/stranka", oversized, 413],
  ])("%s answers the refusal", async (_name, path, init, status) => {
    const error = vi.spyOn(log, "error");
    const response = await handle(
      new Request(`http://localhost${path}`, { method: "POST", ...init }),
      CONTEXT,
    );
    expect(response.status).toBe(status);
    expect(error).not.toHaveBeenCalled();
  });

  test("a form still arrives", async () => {
    const body = new URLSearchParams({ email: "jana@example.cz" });
    const response = await handle(
      new Request("http://localhost/stranka", { method: "POST", body }),
      {},
    );
    expect(response.status).toBe(200);
  });

  test("a resource route's thrown 404 is no server error either", async () => {
    const error = vi.spyOn(log, "error");
    const response = await handle(new Request("http://localhost/jen-post"), {});
    expect(response.status).toBe(404);
    expect(error).not.toHaveBeenCalled();
  });
});
