import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { REGIONS } from "./addresses.ts";
import { readSetting, writeSetting } from "./settings.ts";
import { customerAuth, startTestStore } from "./test-store.ts";

/** The customer's address book over HTTP. */

let store: Awaited<ReturnType<typeof startTestStore>>;
let eva: string;
let petr: string;

beforeAll(async () => {
  store = await startTestStore();
  eva = await customerAuth(store.url, "eva.adresy@example.cz");
  petr = await customerAuth(store.url, "petr.adresy@example.cz");
});
afterAll(() => store.close());

const PRAGUE = {
  type: "delivery",
  name: "Eva Malá",
  street: "Vinohradská 12",
  city: "Praha",
  postcode: "120 00",
  country_code: "CZE",
  region: "Hlavní město Praha",
};
const BRATISLAVA = {
  type: "billing",
  name: "Eva Malá",
  companyName: "Malá s.r.o.",
  street: "Obchodná 5",
  city: "Bratislava",
  postcode: "811 01",
  country_code: "SVK",
  region: "Bratislavský kraj",
  phone: "+421 902 123 456",
};

async function call(method: string, path: string, auth: string | null, body?: unknown) {
  const response = await fetch(`${store.url}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(auth === null ? {} : { authorization: auth }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
}

type Address = typeof BRATISLAVA & { id: number };

describe("user addresses", () => {
  it("know the spec's 14 Czech and 8 Slovak regions", () => {
    expect(REGIONS.CZE).toHaveLength(14);
    expect(REGIONS.SVK).toHaveLength(8);
  });

  it("create, list, change and delete an address", async () => {
    const created = await call("POST", "/user/addresses", eva, PRAGUE);
    expect(created.status).toBe(201);
    const { data: address } = created.body as { data: Address };
    expect(address).toEqual({
      ...PRAGUE,
      id: expect.any(Number) as number,
      companyName: null,
      phone: null,
    });

    expect((await call("GET", "/user/addresses", eva)).body).toEqual({ data: [address] });

    const patched = await call("PATCH", `/user/addresses/${address.id}`, eva, {
      street: "Vinohradská 14",
      phone: "+420 601 234 567",
    });
    expect(patched).toEqual({
      status: 200,
      body: { data: { ...address, street: "Vinohradská 14", phone: "+420 601 234 567" } },
    });

    expect((await call("DELETE", `/user/addresses/${address.id}`, eva)).status).toBe(204);
    expect((await call("GET", "/user/addresses", eva)).body).toEqual({ data: [] });
    expect((await call("DELETE", `/user/addresses/${address.id}`, eva)).status).toBe(404);
  });

  it("filter by type and country", async () => {
    const prague = ((await call("POST", "/user/addresses", eva, PRAGUE)).body as { data: Address })
      .data;
    const bratislava = (
      (await call("POST", "/user/addresses", eva, BRATISLAVA)).body as { data: Address }
    ).data;
    expect(bratislava).toEqual({ ...BRATISLAVA, id: expect.any(Number) as number });

    const list = async (query: string) =>
      ((await call("GET", `/user/addresses?${query}`, eva)).body as { data: Array<Address> }).data;
    expect(await list("type=delivery")).toEqual([prague]);
    expect(await list("type=billing")).toEqual([bratislava]);
    expect(await list("country_code=SVK")).toEqual([bratislava]);
    expect(await list("type=delivery&country_code=SVK")).toEqual([]);
    expect((await call("GET", "/user/addresses?type=home", eva)).status).toBe(400);
  });

  it("answer 422 with Czech titles for a bad type, postcode or region", async () => {
    const invalid = await call("POST", "/user/addresses", eva, {
      ...PRAGUE,
      type: "home",
      phone: "123",
    });
    expect(invalid).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        errors: [
          { field: "type", title: "Vyberte typ adresy" },
          { field: "phone", title: "Nezadali jste správně telefonní číslo" },
        ],
      },
    });

    const misplaced = await call("POST", "/user/addresses", eva, {
      ...PRAGUE,
      postcode: "1200",
      region: "Bratislavský kraj",
    });
    expect(misplaced).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        errors: [
          { field: "postcode", title: "PSČ musí obsahovat 5 čísel" },
          { field: "region", title: "Vyberte kraj ze seznamu" },
        ],
      },
    });

    const unknownCountry = await call("POST", "/user/addresses", eva, {
      ...PRAGUE,
      country_code: "XYZ",
      region: null,
    });
    expect(unknownCountry.body).toEqual({
      statusCode: 422,
      errors: [{ field: "country_code", title: "Vyberte stát ze seznamu" }],
    });

    // A change of country checks the kept region against the new one.
    const { data: address } = (await call("POST", "/user/addresses", eva, PRAGUE)).body as {
      data: Address;
    };
    const moved = await call("PATCH", `/user/addresses/${address.id}`, eva, {
      country_code: "SVK",
    });
    expect(moved.status).toBe(422);
    expect(moved.body).toEqual({
      statusCode: 422,
      errors: [{ field: "region", title: "Vyberte kraj ze seznamu" }],
    });
  });

  it("hide another customer's addresses behind 404", async () => {
    const { data: address } = (await call("POST", "/user/addresses", eva, PRAGUE)).body as {
      data: Address;
    };
    expect((await call("GET", "/user/addresses", petr)).body).toEqual({ data: [] });
    const patch = await call("PATCH", `/user/addresses/${address.id}`, petr, { city: "Brno" });
    expect(patch).toEqual({
      status: 404,
      body: { statusCode: 404, errors: [{ title: "Adresa nebyla nalezena" }] },
    });
    expect((await call("DELETE", `/user/addresses/${address.id}`, petr)).status).toBe(404);
    expect((await call("PATCH", "/user/addresses/abc", eva, {})).status).toBe(404);
  });

  it("answer 401 without a login", async () => {
    expect((await call("GET", "/user/addresses", null)).status).toBe(401);
    expect((await call("POST", "/user/addresses", null, PRAGUE)).status).toBe(401);
    expect((await call("GET", "/user/addresses", "Bearer nope")).status).toBe(401);
  });

  it("answer 403 while the shop has the address book off", async () => {
    const functions = readSetting(store.db, "functions") as Record<string, boolean>;
    writeSetting(store.db, "functions", { ...functions, users_addresses: false });
    try {
      const off = await call("GET", "/user/addresses", eva);
      expect(off.status).toBe(403);
      expect((await call("POST", "/user/addresses", eva, PRAGUE)).status).toBe(403);
    } finally {
      writeSetting(store.db, "functions", functions);
    }
    expect((await call("GET", "/user/addresses", eva)).status).toBe(200);
  });
});
