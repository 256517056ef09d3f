import { beforeEach, describe, expect, test, vi } from "vitest";

import { checkAddresses, detailsAddresses } from "#app/checkout/address-service.server.ts";
import type * as Bff from "#bff/index.server.ts";
import { validateAddress } from "#bff/index.server.ts";
import { testContext } from "#bff/mocks/context.ts";

vi.mock("#bff/index.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof Bff>()),
  validateAddress: vi.fn(),
}));

const request = new Request("http://localhost/kosik/dodaci-udaje", { method: "POST" });
const ctx = testContext();

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

const DELIVERY = { street: "Husova", houseNumber: "5", city: "Brno", postcode: "602 00" };

async function check(fields: Record<string, string>, addressRequired = true) {
  const formData = form(fields);
  return checkAddresses({
    request,
    ctx,
    formData,
    groups: detailsAddresses(formData, addressRequired),
  });
}

beforeEach(() => {
  vi.mocked(validateAddress).mockReset();
});

describe("the address-validation service on the details form", () => {
  test("switched off, slow or failing, it says nothing and the local rules decide", async () => {
    vi.mocked(validateAddress).mockResolvedValue(null);
    expect(await check(DELIVERY)).toEqual({
      judged: new Set(),
      fieldErrors: {},
      blocks: false,
      confirmation: null,
    });
  });

  test("an invalid field gets the spec's message with its label and blocks the order", async () => {
    vi.mocked(validateAddress).mockResolvedValue({
      street: "invalid",
      houseNumber: "valid",
      postcode: "valid",
    });
    const result = await check(DELIVERY);
    expect(vi.mocked(validateAddress)).toHaveBeenCalledWith({
      ctx,
      country: "CZE",
      fields: DELIVERY,
    });
    expect(result.fieldErrors).toEqual({ street: ["Pole Ulice nebylo vyplněno správně"] });
    expect(result.judged).toEqual(new Set(["street", "houseNumber", "postcode"]));
    expect(result.blocks).toBe(true);
    expect(result.confirmation).toBeNull();
  });

  test("an uncertain field is confirmed by sending the same values again", async () => {
    vi.mocked(validateAddress).mockResolvedValue({ city: "uncertain", postcode: "valid" });
    const first = await check({ ...DELIVERY, city: "Brnoo" });
    expect(first.fieldErrors).toEqual({
      city: ["Ujistěte se, že pole Město je vyplněno správně"],
    });
    expect(first.blocks).toBe(true);
    const again = await check({
      ...DELIVERY,
      city: "Brnoo",
      addressConfirmed: first.confirmation ?? "",
    });
    expect(again.blocks).toBe(false);
    const changed = await check({
      ...DELIVERY,
      city: "Brno-střed",
      addressConfirmed: first.confirmation ?? "",
    });
    expect(changed.blocks).toBe(true);
  });

  test("an answer the contract does not name reads 'Něco se porouchalo' and never blocks for good", async () => {
    vi.mocked(validateAddress).mockResolvedValue({ postcode: "unknown" });
    const first = await check(DELIVERY);
    expect(first.fieldErrors).toEqual({ postcode: ["Něco se porouchalo"] });
    const again = await check({ ...DELIVERY, addressConfirmed: first.confirmation ?? "" });
    expect(again.blocks).toBe(false);
  });

  test("the billing address is asked about when filled, with its own country and fields", async () => {
    vi.mocked(validateAddress).mockResolvedValue({ street: "invalid" });
    const result = await check(
      {
        billingStreet: "123",
        billingHouseNumber: "1",
        billingCity: "Bratislava",
        billingPostcode: "811 01",
        billingCountry: "SVK",
      },
      false,
    );
    expect(vi.mocked(validateAddress)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(validateAddress)).toHaveBeenCalledWith(
      expect.objectContaining({ country: "SVK" }),
    );
    expect(result.fieldErrors).toEqual({ billingStreet: ["Pole Ulice nebylo vyplněno správně"] });
  });
});
