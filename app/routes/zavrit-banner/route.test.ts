import { describe, expect, test } from "vitest";

import { action } from "#app/routes/zavrit-banner/route.ts";
import { isBannerClosed } from "#app/shopper/banner-closure.server.ts";
import { answerOf, redirectOf } from "#app/testing/action-results.ts";

function post(fields: Record<string, string>) {
  return action({
    request: new Request("http://localhost/zavrit-banner", {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  });
}

/** A post without JavaScript, answered with the redirect back. */
async function close(fields: Record<string, string>) {
  return redirectOf(await post(fields));
}

function requestWith(response: Response) {
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  return new Request("http://localhost/", { headers: { cookie } });
}

describe("closing a banner", () => {
  test("the top banner stays closed, that banner only, and the visitor goes back", async () => {
    const response = await close({
      banner: "top",
      bannerId: "top_banner-1",
      redirectTo: "/kosik?a=1",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik?a=1");
    expect(response.headers.get("set-cookie")).toMatch(
      /^shop_top_banner_closed=top_banner-1; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(isBannerClosed(requestWith(response), "top", "top_banner-1")).toBe(true);
    expect(isBannerClosed(requestWith(response), "top", "top_banner-2")).toBe(false);
  });

  test("the language banner's closure is a plain flag", async () => {
    const response = await close({ banner: "language", redirectTo: "/sk" });
    expect(isBannerClosed(requestWith(response), "language")).toBe(true);
    expect(isBannerClosed(requestWith(response), "top", "x")).toBe(false);
  });

  test("an interactive page's fetcher gets data and the same cookie, no redirect", async () => {
    const answer = answerOf(await post({ banner: "language", redirectTo: "/sk", enhanced: "1" }));
    expect(answer.data).toEqual({ closed: true });
    const headers = new Headers(answer.init?.headers);
    expect(headers.get("location")).toBeNull();
    expect(isBannerClosed(requestWith(new Response(null, { headers })), "language")).toBe(true);
  });

  test("an unknown banner sets nothing, and no redirect leaves the site", async () => {
    const response = await close({ banner: "everything", redirectTo: "https://evil.example/" });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("location")).toBe("/");
  });

  test("a hostile id cannot break the cookie", async () => {
    const response = await close({ banner: "top", bannerId: "a;b=c\r\nd", redirectTo: "/" });
    expect(response.headers.get("set-cookie")).toMatch(/^shop_top_banner_closed=abcd;/);
  });
});
