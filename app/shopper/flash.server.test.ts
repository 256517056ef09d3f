import { describe, expect, test } from "vitest";

import { flashNotification, takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";

async function flashedAfter(setCookie: string) {
  const request = requestAfter(new Request("http://localhost/"), [setCookie]);
  return (await takeNotifications(request)).notifications;
}

describe("flash notifications", () => {
  test("a shopper's long value and a long message are cut before they go in the cookie", async () => {
    const setCookie = await flashNotification(new Request("http://localhost/"), {
      type: "info",
      message: `ABC: ${"ž".repeat(2_000)}`,
      raw: true,
      values: { code: "C".repeat(200_000), number: 3 },
    });
    const [notice] = await flashedAfter(setCookie);
    expect(notice?.message).toHaveLength(500);
    expect(notice?.message.endsWith("…")).toBe(true);
    expect(notice?.values?.code).toHaveLength(254);
    expect(notice?.values?.number).toBe(3);
  });

  test("the session cookie stays small enough for a browser to keep; the newest notices stay", async () => {
    let request = new Request("http://localhost/");
    let setCookie = "";
    for (let round = 0; round < 4; round += 1) {
      setCookie = await flashNotification(request, {
        type: "info",
        message: `${round}${"😀".repeat(400)}`,
        raw: true,
        values: { name: "ř".repeat(300), email: "e".repeat(300) },
      });
      request = requestAfter(request, [setCookie]);
    }
    expect(setCookie.length).toBeLessThanOrEqual(3_500);
    const notices = await flashedAfter(setCookie);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.at(-1)?.message.startsWith("3")).toBe(true);
  });

  test("short notifications are kept as they are", async () => {
    const setCookie = await flashNotification(new Request("http://localhost/"), {
      type: "success",
      message: "auth.register.success",
      values: { name: "Jana", email: "jana@example.cz" },
    });
    expect(await flashedAfter(setCookie)).toEqual([
      expect.objectContaining({
        message: "auth.register.success",
        values: { name: "Jana", email: "jana@example.cz" },
      }),
    ]);
  });
});
