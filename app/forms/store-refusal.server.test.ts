import { describe, expect, test } from "vitest";

import {
  refusalNotice,
  refusalStatus,
  storeFieldMessages,
  storeRefusal,
} from "#app/forms/store-refusal.server.ts";
import { BffError } from "#bff/index.server.ts";

/** The store's 422 as the BFF hands it on: the message for logs, the title for shoppers. */
function refused(fieldErrors: Record<string, Array<string>>, status = 422) {
  const [field, titles] = Object.entries(fieldErrors)[0] ?? ["", []];
  const title = titles[0] ?? "";
  return new BffError(
    { kind: "validation", fieldErrors },
    status,
    field ? `${field} - ${title}` : title,
    title,
  );
}

const CART_LINE = {
  fields: { amount: "quantity" },
  kinds: { not_found: "addToCart.itemMissing" },
  fallback: "addToCart.storeUnavailable",
};

describe("the one status policy", () => {
  test("422 for the store's refusal of what it was given, 503 for an outage, else 400", () => {
    expect(refusalStatus(refused({ amount: ["Není skladem"] }))).toBe(422);
    expect(refusalStatus(refused({ amount: ["Není skladem"] }, 400))).toBe(422);
    expect(refusalStatus(new BffError({ kind: "upstream" }, 503))).toBe(503);
    expect(refusalStatus(new BffError({ kind: "upstream" }, 504))).toBe(503);
    expect(refusalStatus(new BffError({ kind: "upstream" }, 409, "Konflikt"))).toBe(400);
    expect(refusalStatus(new BffError({ kind: "not_found" }, 404))).toBe(400);
    expect(refusalStatus(new BffError({ kind: "unauthorized" }, 401))).toBe(400);
    expect(refusalStatus(new BffError({ kind: "forbidden" }, 403))).toBe(400);
  });
});

describe("storeRefusal", () => {
  test("the store's words at the form's own field, by the form's name for it", () => {
    expect(storeRefusal(refused({ amount: ["Není skladem"] }), CART_LINE)).toEqual({
      status: 422,
      fieldErrors: { quantity: ["Není skladem"] },
    });
  });

  test("words for a field the form does not show are for the whole form, titles only", () => {
    const error = refused({ parent_id: ["Nadřazená položka košíku neexistuje"] });
    expect(error.message).toBe("parent_id - Nadřazená položka košíku neexistuje");
    expect(storeRefusal(error, CART_LINE)).toEqual({
      status: 422,
      fieldErrors: {},
      formErrors: ["Nadřazená položka košíku neexistuje"],
    });
  });

  test("a refusal without any words gets the form's fallback", () => {
    expect(storeRefusal(refused({}), CART_LINE)).toEqual({
      status: 422,
      fieldErrors: {},
      formErrors: ["addToCart.storeUnavailable"],
    });
  });

  test("the form's own words for a kind, the store's title, or the fallback", () => {
    expect(storeRefusal(new BffError({ kind: "not_found" }, 404, "Nenalezeno"), CART_LINE)).toEqual(
      { status: 400, formErrors: ["addToCart.itemMissing"] },
    );
    expect(
      storeRefusal(new BffError({ kind: "forbidden" }, 403, "Košík je zamčený"), CART_LINE),
    ).toEqual({ status: 400, formErrors: ["Košík je zamčený"] });
    expect(storeRefusal(new BffError({ kind: "unauthorized" }, 401), CART_LINE)).toEqual({
      status: 400,
      formErrors: ["addToCart.storeUnavailable"],
    });
  });

  test("an outage says the form's fallback, whatever the store's text", () => {
    const error = new BffError({ kind: "upstream" }, 500, "Internal Server Error");
    expect(storeRefusal(error, CART_LINE)).toEqual({
      status: 503,
      formErrors: ["addToCart.storeUnavailable"],
    });
  });

  test("a form of one field shows the messages for the whole form at that field", () => {
    const ares = {
      kinds: { not_found: "checkout.details.ares.notFound" },
      fallback: "checkout.details.ares.unavailable",
      formField: "tin",
    };
    expect(storeRefusal(new BffError({ kind: "not_found" }, 404), ares)).toEqual({
      status: 400,
      fieldErrors: { tin: ["checkout.details.ares.notFound"] },
    });
    expect(storeRefusal(refused({ ico: ["IČO neexistuje"] }), ares)).toEqual({
      status: 422,
      fieldErrors: { tin: ["IČO neexistuje"] },
    });
  });
});

describe("storeFieldMessages", () => {
  test("several fields at once, mapped ones by field and the rest together", () => {
    expect(
      storeFieldMessages(
        {
          email: ["Účet s tímto e-mailem už existuje"],
          password_confirmation: ["Hesla se neshodují"],
          captcha: ["Ověření selhalo"],
        },
        "Účet s tímto e-mailem už existuje",
        {
          fields: { email: "email", password_confirmation: "passwordConfirmation" },
          fallback: "auth.register.failed",
        },
      ),
    ).toEqual({
      fieldErrors: {
        email: ["Účet s tímto e-mailem už existuje"],
        passwordConfirmation: ["Hesla se neshodují"],
      },
      formErrors: ["Ověření selhalo"],
    });
  });
});

describe("refusalNotice", () => {
  test('the store\'s title, raw, never "amount - "', () => {
    expect(refusalNotice(refused({ amount: ["Není skladem"] }), CART_LINE)).toEqual({
      type: "danger",
      message: "Není skladem",
      raw: true,
    });
  });

  test("the form's own key for a kind it words itself, and in an outage", () => {
    expect(
      refusalNotice(new BffError({ kind: "not_found" }, 404, "Nenalezeno"), CART_LINE),
    ).toEqual({ type: "danger", message: "addToCart.itemMissing" });
    expect(refusalNotice(new BffError({ kind: "upstream" }, 502), CART_LINE)).toEqual({
      type: "danger",
      message: "addToCart.storeUnavailable",
    });
  });
});
