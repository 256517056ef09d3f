import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, test, vi } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const SERVICE_URL = "http://address-validation.test/api";
const VALIDATE = `${SERVICE_URL}/validate`;

const ADDRESS = { street: "Husova", houseNumber: "5", city: "Brno", postcode: "602 00" };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The client with the service switched on (or off), its configuration read afresh. */
async function load(env: Record<string, string> = { ADDRESS_VALIDATION_URL: SERVICE_URL }) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import("./validate-address.ts");
}

/** Answers every field it is sent with `status`, and records what it was sent. */
function serviceAnswering(status: string) {
  const calls: Array<{ body: unknown; headers: Headers }> = [];
  mockServer.use(
    http.post(VALIDATE, async ({ request }) => {
      const body = (await request.json()) as { fields: Record<string, string> };
      calls.push({ body, headers: request.headers });
      const fields = Object.fromEntries(Object.keys(body.fields).map((name) => [name, { status }]));
      return HttpResponse.json({ data: { fields } });
    }),
  );
  return calls;
}

describe("validateAddress", () => {
  test("switched off, it asks nobody and leaves the local rules to decide", async () => {
    const calls = serviceAnswering("invalid");
    const { validateAddress } = await load({ ADDRESS_VALIDATION_URL: "" });
    await expect(
      validateAddress({ ctx: testContext(), country: "CZE", fields: ADDRESS }),
    ).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  test("a country the service does not know, or nothing filled in, asks nobody", async () => {
    const calls = serviceAnswering("invalid");
    const { validateAddress } = await load();
    const ctx = testContext();
    expect(await validateAddress({ ctx, country: "DEU", fields: ADDRESS })).toBeNull();
    const blank = { street: " ", city: "" };
    expect(await validateAddress({ ctx, country: "CZE", fields: blank })).toBeNull();
    expect(calls).toEqual([]);
  });

  test("sends the service's country code and the filled-in fields, trimmed", async () => {
    const calls = serviceAnswering("valid");
    const { validateAddress } = await load();
    const ctx = testContext();
    await validateAddress({ ctx, country: "SVK", fields: { street: " Obchodná ", city: "" } });
    await validateAddress({ ctx, country: "CZE", fields: ADDRESS });
    expect(calls.map((call) => call.body)).toEqual([
      { country: "sk", fields: { street: "Obchodná" } },
      { country: "cz", fields: ADDRESS },
    ]);
  });

  test("the shopper's login and cart stay with the store", async () => {
    const calls = serviceAnswering("valid");
    const { validateAddress } = await load();
    const ctx = testContext({ authToken: "login-token", cartToken: "cart-token" });
    await validateAddress({ ctx, country: "CZE", fields: ADDRESS });
    const headers = calls[0]?.headers;
    expect(headers?.get("authorization")).toBeNull();
    expect(headers?.get("x-shop-cart-token")).toBeNull();
  });

  test("maps each verdict to its field; a field left out of the answer is not covered", async () => {
    mockServer.use(
      http.post(VALIDATE, () =>
        HttpResponse.json({
          data: {
            fields: {
              street: { status: "valid" },
              city: { status: "uncertain" },
              postcode: { status: "invalid" },
            },
          },
        }),
      ),
    );
    const { validateAddress } = await load();
    expect(await validateAddress({ ctx: testContext(), country: "CZE", fields: ADDRESS })).toEqual({
      street: "valid",
      city: "uncertain",
      postcode: "invalid",
    });
  });

  test("a verdict on a field it was not sent is left to the local rules", async () => {
    mockServer.use(
      http.post(VALIDATE, () =>
        HttpResponse.json({
          data: { fields: { street: { status: "valid" }, city: { status: "invalid" } } },
        }),
      ),
    );
    const { validateAddress } = await load();
    expect(
      await validateAddress({ ctx: testContext(), country: "CZE", fields: { street: "Husova" } }),
    ).toEqual({ street: "valid" });
  });

  test("a status the contract does not name is kept as unknown", async () => {
    serviceAnswering("corrected");
    const { validateAddress } = await load();
    expect(
      await validateAddress({ ctx: testContext(), country: "CZE", fields: { city: "Brno" } }),
    ).toEqual({ city: "unknown" });
  });

  test("a service slower than its limit gives way to the local rules in time", async () => {
    mockServer.use(
      http.post(VALIDATE, async () => {
        await delay(2000);
        return HttpResponse.json({ data: { fields: { street: { status: "invalid" } } } });
      }),
    );
    const { validateAddress } = await load({
      ADDRESS_VALIDATION_URL: SERVICE_URL,
      ADDRESS_VALIDATION_TIMEOUT_MS: "100",
    });
    const started = performance.now();
    expect(
      await validateAddress({ ctx: testContext(), country: "CZE", fields: ADDRESS }),
    ).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("a failing service gives way to the local rules after one try", async () => {
    let calls = 0;
    mockServer.use(
      http.post(VALIDATE, () => {
        calls += 1;
        return HttpResponse.json({ error: "down" }, { status: 500 });
      }),
    );
    const { validateAddress } = await load();
    expect(
      await validateAddress({ ctx: testContext(), country: "CZE", fields: ADDRESS }),
    ).toBeNull();
    expect(calls).toBe(1);
  });

  test("an answer that does not fit the contract gives way to the local rules", async () => {
    mockServer.use(
      http.post(VALIDATE, () => HttpResponse.json({ data: { fields: { street: "valid" } } })),
    );
    const { validateAddress } = await load();
    expect(
      await validateAddress({ ctx: testContext(), country: "CZE", fields: ADDRESS }),
    ).toBeNull();
  });

  test("an open breaker asks nobody", async () => {
    const calls = serviceAnswering("valid");
    const { validateAddress } = await load();
    const { getPlatform, setPlatform } = await import("#bff/http/platform.ts");
    const { CircuitBreaker } = await import("#bff/http/circuit-breaker.ts");
    const breaker = new CircuitBreaker({ failureThreshold: 1 });
    breaker.recordFailure();
    const platform = getPlatform();
    setPlatform({ ...platform, breakers: { ...platform.breakers, addressValidation: breaker } });
    expect(
      await validateAddress({ ctx: testContext(), country: "CZE", fields: ADDRESS }),
    ).toBeNull();
    expect(calls).toEqual([]);
  });

  test("the warning names the failure, never the address", async () => {
    mockServer.use(
      http.post(VALIDATE, () =>
        HttpResponse.json(
          { statusCode: 500, errors: [{ field: "street", title: "Husova neexistuje" }] },
          { status: 500 },
        ),
      ),
    );
    const { validateAddress } = await load();
    const { log } = await import("#bff/log.ts");
    const warn = vi.spyOn(log, "warn");
    await validateAddress({ ctx: testContext(), country: "CZE", fields: ADDRESS });
    expect(warn).toHaveBeenCalledWith("address validation unavailable, local rules decide", {
      requestId: "test-request",
      country: "cz",
      status: 500,
    });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Husova|Brno|602/);
  });
});
