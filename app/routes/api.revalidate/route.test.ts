import { afterEach, describe, expect, test, vi } from "vitest";

const SECRET = "s".repeat(40);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

/** The route and the logger of a process configured with the revalidation secret. */
async function load() {
  vi.stubEnv("REVALIDATE_SECRET", SECRET);
  const [{ action }, { log }] = await Promise.all([
    import("#app/routes/api.revalidate/route.ts"),
    import("#bff/log.ts"),
  ]);
  return { action, log };
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/revalidate", {
    method: "POST",
    body,
    headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json", ...headers },
  });
}

/** The Response the action returned or threw. */
async function answerOf(answer: Promise<Response>): Promise<Response> {
  return answer.catch((error: unknown) => {
    if (error instanceof Response) return error;
    throw error;
  });
}

describe("POST /api/revalidate", () => {
  test("drops the named tags", async () => {
    const { action } = await load();
    const response = await answerOf(
      action({ request: post('{"tags":["product"]}'), params: {}, context: {} }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ dropped: 0 });
  });

  test("malformed JSON answers 400, not 500, with a warning and no error", async () => {
    const { action, log } = await load();
    const warn = vi.spyOn(log, "warn");
    const error = vi.spyOn(log, "error");
    const response = await answerOf(
      action({ request: post('{"tags":["product"'), params: {}, context: { requestId: "r-1" } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "not valid JSON" });
    expect(warn).toHaveBeenCalledWith(
      "request body refused",
      expect.objectContaining({ requestId: "r-1", path: "/api/revalidate", status: 400 }),
    );
    expect(error).not.toHaveBeenCalled();
  });

  test("a body over 8 KiB answers 413, whether declared or streamed", async () => {
    const { action, log } = await load();
    const error = vi.spyOn(log, "error");
    const large = JSON.stringify({ tags: ["product"], note: "x".repeat(10_000) });
    const streamed = await answerOf(action({ request: post(large), params: {}, context: {} }));
    expect(streamed.status).toBe(413);
    const declared = await answerOf(
      action({
        request: post("{}", { "Content-Length": String(100 * 1024 * 1024) }),
        params: {},
        context: {},
      }),
    );
    expect(declared.status).toBe(413);
    expect(error).not.toHaveBeenCalled();
  });

  test("a body that is JSON but not a list of tags stays 400", async () => {
    const { action } = await load();
    const response = await answerOf(
      action({ request: post('{"tags":"product"}'), params: {}, context: {} }),
    );
    expect(response.status).toBe(400);
  });

  test("the body of a caller without the secret is not read", async () => {
    const { action } = await load();
    const request = post('{"tags":["product"]}', { Authorization: "Bearer wrong" });
    const response = await answerOf(action({ request, params: {}, context: {} }));
    expect(response.status).toBe(401);
    expect(request.bodyUsed).toBe(false);
  });
});
