import { describe, expect, test } from "vitest";

import { action } from "#app/routes/potvrzeni-veku.ts";
import { isAgeConfirmed } from "#app/shopper/age-confirmation.server.ts";
import { answerOf, nextRequest, redirectOf } from "#app/testing/action-results.ts";

function confirm(fields: Record<string, string>) {
  const request = new Request("http://localhost/potvrzeni-veku", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({ request, params: {}, context: {} });
}

describe("the age confirmation", () => {
  test("without JavaScript it remembers the visitor and returns to their page", async () => {
    const response = redirectOf(await confirm({ redirectTo: "/vibratory?strana=2" }));
    expect(response.headers.get("location")).toBe("/vibratory?strana=2");
    expect(isAgeConfirmed(nextRequest(response))).toBe(true);
  });

  test("an interactive page's fetcher gets data, not a navigation, and the same cookie", async () => {
    const answer = answerOf(await confirm({ redirectTo: "/vibratory", enhanced: "1" }));
    expect(answer.data).toEqual({ confirmed: true });
    const headers = new Headers(answer.init?.headers);
    expect(headers.get("location")).toBeNull();
    const next = nextRequest(new Response(null, { headers }));
    expect(isAgeConfirmed(next)).toBe(true);
  });

  test("a return address off the shop ends on the home page", async () => {
    const response = redirectOf(await confirm({ redirectTo: "//evil.example/" }));
    expect(response.headers.get("location")).toBe("/");
  });
});
