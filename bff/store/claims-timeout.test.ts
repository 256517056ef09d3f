import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";

import { BffError } from "#bff/errors.ts";
import { setPlatform } from "#bff/http/platform.ts";
import { testContext } from "#bff/mocks/context.ts";
import { postClaim, type ClaimPayload } from "#bff/store/claims.ts";

// A real store that files a claim in 300 ms, past this file's usual limit of 100 ms: as a
// store receiving 50 MB of photos takes longer than any other call.
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      setTimeout(() => {
        response.writeHead(201, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            data: {
              number: "R-1",
              kind: "complaint",
              orderCode: "2026000123",
              email: "eva@example.cz",
              createdAt: "2026-11-30T10:00:00Z",
            },
          }),
        );
      }, 300);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.STORE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.UPSTREAM_TIMEOUT_MS = "100";
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// A fresh cache and breakers: a timeout must not open the store's breaker for the next test.
beforeEach(() => setPlatform(undefined));

const CLAIM: ClaimPayload = {
  kind: "complaint",
  orderCode: "2026000123",
  email: "eva@example.cz",
  items: [{ id: "1", amount: 1 }],
  description: "Gel po otevření zapáchá.",
};

test("a claim with photos may take the store longer than other calls", async () => {
  const photos = [{ name: "vada.jpg", contentType: "image/jpeg", data: "/9j/4A==" }];
  const claim = await postClaim({
    ctx: testContext(),
    claim: { ...CLAIM, photos },
    idempotencyKey: "k-photos",
  });
  expect(claim.number).toBe("R-1");
});

test("a claim without photos keeps the usual limit", async () => {
  const error: unknown = await postClaim({
    ctx: testContext(),
    claim: CLAIM,
    idempotencyKey: "k-plain",
  }).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(BffError);
  expect((error as BffError).status).toBe(504);
});
