import { describe, expect, test } from "vitest";

import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { nextRequest } from "#app/testing/action-results.ts";

const request = new Request("http://localhost/produkt/olej", { method: "POST" });

describe("redirectWithNotice", () => {
  test("303 to the target with the notification for the next page", async () => {
    const response = await redirectWithNotice(request, "/produkt/olej#recenze", {
      type: "success",
      message: "product.review.thanks",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/produkt/olej#recenze");
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "product.review.thanks" }),
    ]);
  });

  test("other cookies go first; several notifications in one cookie, none leaves it be", async () => {
    const response = await redirectWithNotice(
      request,
      "/kosik",
      [
        { type: "success", message: "addToCart.added", values: { name: "Olej" } },
        { type: "info", message: "addToCart.quantity.max", values: { max: 5, unit: "ks" } },
      ],
      { cookies: ["shop_cart_token=abc; Path=/", null] },
    );
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("shop_cart_token=abc; Path=/");
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications.map((notice) => notice.message)).toEqual([
      "addToCart.added",
      "addToCart.quantity.max",
    ]);

    const quiet = await redirectWithNotice(request, "/", []);
    expect(quiet.headers.getSetCookie()).toEqual([]);
  });
});
