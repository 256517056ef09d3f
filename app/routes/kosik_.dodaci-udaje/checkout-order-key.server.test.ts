import { describe, expect, test } from "vitest";

import {
  forgetOrderKey,
  isOrderKey,
  orderKeyFor,
} from "#app/routes/kosik_.dodaci-udaje/checkout-order-key.server.ts";

const never = async () => false;

function requestWith(setCookie: string | null) {
  const cookie = setCookie?.split(";")[0] ?? "";
  return new Request("http://localhost/kosik/dodaci-udaje", { headers: { cookie } });
}

describe("the details form's one-time key", () => {
  test("is issued once and then kept for reloads and other tabs", async () => {
    const first = await orderKeyFor(requestWith(null), never);
    expect(isOrderKey(first.key)).toBe(true);
    expect(first.setCookie).toMatch(/order_key=.*HttpOnly/i);
    const again = await orderKeyFor(requestWith(first.setCookie), never);
    expect(again).toEqual({ key: first.key, setCookie: null });
  });

  test("is replaced once its order was placed", async () => {
    const first = await orderKeyFor(requestWith(null), never);
    const next = await orderKeyFor(requestWith(first.setCookie), async (key) => key === first.key);
    expect(next.key).not.toBe(first.key);
    expect(next.setCookie).not.toBeNull();
  });

  test("is not taken from an unsigned or forged cookie", async () => {
    const forged = new Request("http://localhost/", {
      headers: { cookie: "order_key=00000000-0000-4000-8000-000000000000" },
    });
    const issued = await orderKeyFor(forged, never);
    expect(issued.key).not.toBe("00000000-0000-4000-8000-000000000000");
  });

  test("is forgotten with an expired cookie", async () => {
    expect(await forgetOrderKey()).toMatch(/Max-Age=0/i);
  });

  test("accepts only random UUIDs", () => {
    expect(isOrderKey(crypto.randomUUID())).toBe(true);
    expect(isOrderKey("1")).toBe(false);
    expect(isOrderKey(undefined)).toBe(false);
  });
});
