import { describe, expect, test } from "vitest";

import { normaliseUpstreamError } from "./error-normalisation.ts";

describe("normaliseUpstreamError (the spec's error catalogue)", () => {
  test("status from statusCode first, then status, then the HTTP status", () => {
    expect(normaliseUpstreamError(500, { statusCode: 422, status: 400 }).status).toBe(422);
    expect(normaliseUpstreamError(500, { status: 409 }).status).toBe(409);
    expect(normaliseUpstreamError(503, {}).status).toBe(503);
  });

  test("defaults to 500 when nothing tells the status", () => {
    expect(normaliseUpstreamError(undefined, "not json").status).toBe(500);
  });

  test('"{field} - {title}" when the first error carries a field', () => {
    const error = normaliseUpstreamError(422, {
      errors: [
        { field: "amount", title: "Není skladem" },
        { field: "email", title: "E-mail není ve správném formátu" },
      ],
    });
    expect(error.message).toBe("amount - Není skladem");
    expect(error.title).toBe("Není skladem");
    expect(error.detail).toEqual({
      kind: "validation",
      fieldErrors: { amount: ["Není skladem"], email: ["E-mail není ve správném formátu"] },
    });
  });

  test("only the title when the first error has no field", () => {
    const error = normaliseUpstreamError(400, { errors: [{ title: "Kupón neplatí" }] });
    expect(error.message).toBe("Kupón neplatí");
    expect(error.title).toBe("Kupón neplatí");
  });

  test("the title never names the field, whatever the kind", () => {
    const body = { errors: [{ field: "email", title: "Tento e-mail už novinky odebírá" }] };
    expect(normaliseUpstreamError(401, body).title).toBe("Tento e-mail už novinky odebírá");
    expect(normaliseUpstreamError(409, body).title).toBe("Tento e-mail už novinky odebírá");
  });

  test("no message without details, so the UI shows the generic texts", () => {
    const error = normaliseUpstreamError(502, undefined);
    expect(error.message).toBe("");
    expect(error.title).toBe("");
    expect(error.kind).toBe("upstream");
  });

  test("maps 404, 403 and 401 to their kinds", () => {
    expect(normaliseUpstreamError(404, {}).kind).toBe("not_found");
    expect(normaliseUpstreamError(403, {}).kind).toBe("forbidden");
    expect(normaliseUpstreamError(200, { statusCode: 401 }).kind).toBe("unauthorized");
  });
});
