import { afterEach, describe, expect, inject, it } from "vitest";

import { AddressValidationSchema } from "#bff/address-validation/validate-address.ts";

import type { FaultRuleInput } from "./faults.ts";

const storeUrl = inject("storeUrl");
const JSON_BODY = { "content-type": "application/json" };

async function validate(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${storeUrl}/address-validation/validate`, {
    method: "POST",
    headers: { ...JSON_BODY, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The verdicts on `fields`, from an answer the BFF's schema reads. */
async function verdicts(fields: Record<string, string>, country = "cz") {
  const { status, body } = await validate({ country, fields });
  expect(status).toBe(200);
  return AddressValidationSchema.parse(body).data.fields;
}

describe("address validation", () => {
  it("answers a well-formed address as valid, field by field", async () => {
    expect(
      await verdicts({ street: "Husova", houseNumber: "5", city: "Brno", postcode: "602 00" }),
    ).toEqual({
      street: { status: "valid" },
      houseNumber: { status: "valid" },
      city: { status: "valid" },
      postcode: { status: "valid" },
    });
  });

  it("judges only the fields it is sent", async () => {
    expect(await verdicts({ street: "Husova" })).toEqual({ street: { status: "valid" } });
  });

  it.each([
    ["street", "123", "no letter"],
    ["houseNumber", "A", "no digit"],
    ["city", "123", "no letter"],
    ["postcode", "1100", "four digits"],
    ["postcode", "110-00", "a dash"],
  ])("finds %s %j invalid (%s)", async (field, value) => {
    expect(await verdicts({ [field]: value })).toEqual({ [field]: { status: "invalid" } });
  });

  it("accepts a postcode with or without its space and a house number with a letter", async () => {
    expect(await verdicts({ houseNumber: "12a", postcode: "11000" })).toEqual({
      houseNumber: { status: "valid" },
      postcode: { status: "valid" },
    });
  });

  it("is uncertain of a city beside a known postcode of another city", async () => {
    expect(await verdicts({ city: "Brno", postcode: "110 00" })).toMatchObject({
      city: { status: "uncertain" },
      postcode: { status: "valid" },
    });
    expect(await verdicts({ city: "Košice", postcode: "811 01" }, "sk")).toMatchObject({
      city: { status: "uncertain" },
    });
  });

  it("compares cities without regard to case or diacritics", async () => {
    expect(await verdicts({ city: "CESKE budejovice", postcode: "37001" })).toMatchObject({
      city: { status: "valid" },
    });
    expect(await verdicts({ city: "zilina", postcode: "010 01" }, "sk")).toMatchObject({
      city: { status: "valid" },
    });
  });

  it("counts a city's districts as the city, as Czech addresses write them", async () => {
    expect(await verdicts({ city: "Praha 1", postcode: "110 00" })).toMatchObject({
      city: { status: "valid" },
    });
    expect(await verdicts({ city: "Brno-střed", postcode: "602 00" })).toMatchObject({
      city: { status: "valid" },
    });
    expect(await verdicts({ city: "Brnoo", postcode: "602 00" })).toMatchObject({
      city: { status: "uncertain" },
    });
  });

  it("takes any city beside a postcode it does not know", async () => {
    expect(await verdicts({ city: "Horní Dolní", postcode: "123 45" })).toMatchObject({
      city: { status: "valid" },
      postcode: { status: "valid" },
    });
  });

  it("refuses a missing or unsupported country with the store's error body", async () => {
    expect(await validate({ fields: { city: "Brno" } })).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        errors: [{ field: "country", title: "Země musí být cz nebo sk" }],
      },
    });
    expect(await validate({ country: "de", fields: { city: "Berlin" } })).toMatchObject({
      status: 422,
      body: { errors: [{ field: "country" }] },
    });
    expect(await validate({ country: "cz", fields: { city: 5 } })).toMatchObject({
      status: 422,
      body: { errors: [{ field: "fields" }] },
    });
  });
});

describe("address validation faults", () => {
  const created: Array<number> = [];

  const injectFault = async (rule: FaultRuleInput) => {
    const response = await fetch(`${storeUrl}/__sandbox/faults`, {
      method: "POST",
      headers: JSON_BODY,
      body: JSON.stringify(rule),
    });
    expect(response.status).toBe(201);
    created.push(((await response.json()) as { data: { id: number } }).data.id);
  };

  // Other test files share the server, so each test removes only its own rules.
  afterEach(async () => {
    for (const id of created.splice(0)) {
      await fetch(`${storeUrl}/__sandbox/faults/${id}`, { method: "DELETE" });
    }
  });

  const address = { country: "cz", fields: { city: "Brno" } };

  it("fail the service as the store server's rules say", async () => {
    const failing = { "x-request-id": "address-validation-fails" };
    await injectFault({
      pathPattern: "^/address-validation/",
      headers: failing,
      status: 503,
      times: 1,
    });
    expect((await validate(address, failing)).status).toBe(503);
    expect((await validate(address, failing)).status).toBe(200);
  });

  it("slow the service down as the store server's rules say", async () => {
    const slow = { "x-request-id": "address-validation-slow" };
    await injectFault({ pathPattern: "^/address-validation", headers: slow, delayMs: 150 });
    const started = performance.now();
    expect((await validate(address, slow)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
