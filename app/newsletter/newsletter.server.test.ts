import { describe, expect, test } from "vitest";

import { newsletterAction, takeNewsletterReply } from "#app/newsletter/newsletter.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

/** A refused sign-up without JavaScript: the Set-Cookie value of its reply cookie. */
async function refusedCookie(fields: Record<string, string>): Promise<string> {
  const request = new Request("http://localhost/odber-novinek", {
    method: "POST",
    body: new URLSearchParams({ source: "footer", redirectTo: "/kosik", ...fields }),
  });
  const response = await newsletterAction(request, {});
  if (!(response instanceof Response)) throw new Error("expected a redirect");
  const [setCookie = ""] = response.headers.getSetCookie();
  return setCookie;
}

async function replyOf(setCookie: string) {
  return (await takeNewsletterReply(requestAfter(new Request("http://localhost/"), [setCookie])))
    .reply;
}

describe("the newsletter form's reply cookie", () => {
  test("an overlong address and fields a client adds stay out of it", async () => {
    const extra = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`field${index}`, "y".repeat(200)]),
    );
    const setCookie = await refusedCookie({ email: `${"a".repeat(6_000)}@`, ...extra });
    expect(setCookie.length).toBeLessThan(1_000);
    const reply = await replyOf(setCookie);
    expect(reply?.error).toEqual({ email: ["newsletter.emailInvalid"] });
    expect(reply?.initialValue ?? null).toBeNull();
  });

  test("an address of the shop's length is kept as typed", async () => {
    const typed = `${"a".repeat(240)}@example`;
    const reply = await replyOf(await refusedCookie({ email: typed }));
    expect(reply?.initialValue).toEqual({ email: typed });
  });
});
