import { describe, expect, test } from "vitest";

import { action } from "#app/routes/vraceni-zbozi/route.tsx";
import { answerOf, redirectOf } from "#app/testing/action-results.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { CLAIM_GUEST_EMAIL, claimHandlers, claimOrderFixture } from "#bff/mocks/store-claims.ts";

setUpMockUpstreams();

const PAGE = "http://localhost/vraceni-zbozi";
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

function goodsReturn(fields: Record<string, string> = {}) {
  const body = new FormData();
  const all = {
    objednavka: "2026000014",
    email: CLAIM_GUEST_EMAIL,
    claimKey: crypto.randomUUID(),
    "items[0].id": "101",
    "items[0].amount": "2",
    "items[1].id": "102",
    "items[1].amount": "0",
    reason: "changed_mind",
    bankAccount: "19 - 2000145399 / 0800",
    consent: "on",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) body.append(name, value);
  // The form posts to its page's address, which names the order.
  const address = `${PAGE}?${new URLSearchParams({ objednavka: all.objednavka, email: all.email })}`;
  return action({
    request: new Request(address, { method: "POST", body }),
    params: {},
    context: {},
  });
}

type Answered = {
  data: { result: { error?: Record<string, Array<string>> } };
  init: { status?: number };
};

describe("return of goods", () => {
  test("a return within 30 days goes to the store with the account normalised", async () => {
    const posted: Array<{ body: unknown; key: string | null }> = [];
    mockServer.use(...claimHandlers({ order: claimOrderFixture(day(-7), day(23)), posted }));
    const response = redirectOf(await goodsReturn());
    expect(response.headers.get("location")).toBe("/vraceni-zbozi/odeslano?cislo=VR-2026-000016");
    expect(posted[0]?.body).toMatchObject({
      kind: "return",
      reason: "changed_mind",
      bankAccount: "19-2000145399/0800",
      items: [{ id: "101", amount: 2 }],
    });
  });

  test("past 30 days from delivery it is refused without asking the store to file it", async () => {
    const posted: Array<{ body: unknown; key: string | null }> = [];
    mockServer.use(...claimHandlers({ order: claimOrderFixture(day(-40), day(-10)), posted }));
    const { data, init } = answerOf(await goodsReturn()) as unknown as Answered;
    expect(init.status).toBe(422);
    expect(data.result.error).toMatchObject({ "": ["claims.errors.windowClosed"] });
    expect(posted).toEqual([]);
  });

  test("a bank account that fails its check and a missing reason are refused", async () => {
    mockServer.use(...claimHandlers({ order: claimOrderFixture(day(-7), day(23)) }));
    const { data, init } = answerOf(
      await goodsReturn({ bankAccount: "19-2000145398/0800", reason: "" }),
    ) as unknown as Answered;
    expect(init.status).toBe(400);
    expect(data.result.error).toMatchObject({
      bankAccount: ["claims.errors.bankAccountCheck"],
      reason: ["claims.errors.reasonRequired"],
    });
  });
});
