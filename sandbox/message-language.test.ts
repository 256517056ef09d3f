import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MESSAGES, type Message, STATUS_TITLES } from "./message-language.ts";
import { startTestStore } from "./store/test-store.ts";

/** The store refuses in the shop's language: Slovak and German, Czech as it always did. */

let store: Awaited<ReturnType<typeof startTestStore>>;

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

/** Vibrátor Velvet Classic, black: sold out. */
const VELVET_BLACK = 10013;
/** Vibrátor Lumi Mini, turquoise: at most 3 in one cart (seeded rule), 7 in stock. */
const LUMI = 10022;
/** Stimulátor klitorisu Amora Pulse: 1 234,50 Kč or 49,90 €. */
const AMORA = 10031;
/** Masážní hlavice Wand Power, 7 in stock: sold out once it is in a cart. */
const WAND = 10051;
/** Lubrikační gel Aqua 100 ml: 249 Kč or 9,90 €, below the 300 Kč (12 €) minimum order. */
const AQUA = 10121;

type Locale = "cs" | "sk" | "de";

function shop(locale: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    "content-type": "application/json",
    "x-shop-locale": locale,
    "x-shop-currency": locale === "cs" ? "CZK" : "EUR",
    ...extra,
  };
}

async function call(
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: { errors?: Array<{ field?: string; title: string }> } }> {
  const response = await fetch(`${store.url}/api/v1${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** The titles a guest's new cart with `amount` of the variant is refused with. */
async function addToCart(locale: string, variantId: number, amount: number) {
  const { status, body } = await call("/cart/items", shop(locale), { id: variantId, amount });
  return { status, titles: body.errors?.map((error) => error.title) };
}

/** A guest's cart with the lines in it, and the headers that name it. */
async function cartWith(locale: Locale, lines: Array<[number, number]>) {
  let headers = shop(locale);
  for (const [id, amount] of lines) {
    const response = await fetch(`${store.url}/api/v1/cart/items`, {
      method: "POST",
      headers,
      body: JSON.stringify({ id, amount }),
    });
    const { meta } = (await response.json()) as { meta: { custom: string } };
    headers = shop(locale, { "x-shop-cart-token": meta.custom });
  }
  return headers;
}

describe("the store's refusals", () => {
  it.each([
    ["cs", "Není skladem"],
    ["sk", "Nie je skladom"],
    ["de", "Nicht auf Lager"],
  ])("say a product is sold out in the shop's language (%s)", async (locale, title) => {
    expect(await addToCart(locale, VELVET_BLACK, 1)).toEqual({ status: 422, titles: [title] });
  });

  it("name a purchase limit with the unit as the language abbreviates it", async () => {
    expect((await addToCart("cs", LUMI, 4)).titles).toEqual([
      "Tento produkt je velmi žádaný, můžete koupit maximálně 3 ks.",
    ]);
    expect((await addToCart("sk", LUMI, 4)).titles).toEqual([
      "Tento produkt je veľmi žiadaný, môžete kúpiť maximálne 3 ks.",
    ]);
    expect((await addToCart("de", LUMI, 4)).titles).toEqual([
      "Dieses Produkt ist sehr gefragt, Sie können höchstens 3 Stk. kaufen.",
    ]);

    store.db
      .prepare("INSERT OR REPLACE INTO variant_rules (variant_id, amount_min) VALUES (?, 2)")
      .run(AQUA);
    try {
      expect((await addToCart("cs", AQUA, 1)).titles).toEqual([
        "Musíte zakoupit minimálně 2 ks tohoto produktu.",
      ]);
      expect((await addToCart("sk", AQUA, 1)).titles).toEqual([
        "Musíte kúpiť minimálne 2 ks tohto produktu.",
      ]);
      expect((await addToCart("de", AQUA, 1)).titles).toEqual([
        "Sie müssen mindestens 2 Stk. dieses Produkts kaufen.",
      ]);
    } finally {
      store.db.prepare("DELETE FROM variant_rules WHERE variant_id = ?").run(AQUA);
    }
  });

  it("write the minimum order's remaining amount in the cart's currency", async () => {
    const remaining = async (locale: Locale) =>
      (await call("/cart/validate", await cartWith(locale, [[AQUA, 1]]), {})).body.errors;
    expect(await remaining("cs")).toEqual([
      {
        field: "minimum_order",
        title: "Do minimální výše ceny objednávky vám zbývá ještě 51 Kč",
      },
    ]);
    expect(await remaining("sk")).toEqual([
      {
        field: "minimum_order",
        title: "Do minimálnej výšky ceny objednávky vám zostáva ešte 2,10 €",
      },
    ]);
    expect(await remaining("de")).toEqual([
      { field: "minimum_order", title: "Bis zum Mindestbestellwert fehlen Ihnen noch 2,10 €" },
    ]);
  });

  it("name the goods they refuse as the shop names them", async () => {
    const carts = {
      cs: await cartWith("cs", [[WAND, 1]]),
      sk: await cartWith("sk", [[WAND, 1]]),
      de: await cartWith("de", [[WAND, 1]]),
    };
    store.db.prepare("UPDATE variant_stock SET stock = 0 WHERE variant_id = ?").run(WAND);
    const titles = async (locale: Locale) =>
      (await call("/cart/validate", carts[locale], {})).body.errors?.map((error) => error.title);
    expect(await titles("cs")).toEqual(["Masážní hlavice Wand Power: Není skladem"]);
    expect(await titles("sk")).toEqual(["Masážna hlavica Wand Power: Nie je skladom"]);
    expect(await titles("de")).toEqual(["Massagestab Wand Power: Nicht auf Lager"]);
  });

  it("check the order form by the spec's rules in the shop's language", async () => {
    const place = async (locale: Locale, address: { postcode: string; country_code: string }) => {
      const headers = await cartWith(locale, [[AMORA, 1]]);
      const { status, body } = await call("/cart/place", headers, {
        name: "Eva Malá",
        email: "eva.mala@example.cz",
        phone: "+420 601 234 567",
        billing_address: { street: "Husova 5", city: "Brno", ...address },
        payment_id: 2,
        shipper_id: 4,
        terms: true,
      });
      return { status, errors: body.errors };
    };
    const refused = (title: string) => ({
      status: 422,
      errors: [{ field: "billing_address.postcode", title }],
    });
    expect(await place("cs", { postcode: "602", country_code: "CZE" })).toEqual(
      refused("PSČ musí obsahovat 5 čísel"),
    );
    expect(await place("sk", { postcode: "811", country_code: "CZE" })).toEqual(
      refused("PSČ musí obsahovať 5 číslic"),
    );
    expect(await place("de", { postcode: "8033", country_code: "DEU" })).toEqual(
      refused("Die Postleitzahl muss 5 Ziffern enthalten"),
    );
  });

  it("answer a missing field, an unknown path and a body that is no JSON in the language", async () => {
    expect((await call("/cart/items", shop("de"), { amount: 1 })).body.errors).toEqual([
      { field: "id", title: "Bitte wählen Sie ein Produkt" },
    ]);
    expect(await call("/nowhere", shop("sk"))).toEqual({
      status: 404,
      body: { statusCode: 404, errors: [{ title: "Požadovaná stránka nebola nájdená" }] },
    });
    const broken = await fetch(`${store.url}/api/v1/cart/items`, {
      method: "POST",
      headers: shop("de"),
      body: "{",
    });
    expect(await broken.json()).toEqual({
      statusCode: 400,
      errors: [{ title: "Der Inhalt der Anfrage ist kein gültiges JSON" }],
    });
  });

  it("report the lines an import leaves out in the language", async () => {
    const { status, body } = await call("/cart/items/batch", shop("de"), {
      items: [
        { id: AQUA, amount: 1 },
        { id: VELVET_BLACK, amount: 1 },
      ],
    });
    expect(status).toBe(200);
    expect(body.errors).toEqual([{ field: "items.1.amount", title: "Nicht auf Lager" }]);
  });

  it("count a regional locale as its language, and answer any other in Czech", async () => {
    expect((await addToCart("de-AT", VELVET_BLACK, 1)).titles).toEqual(["Nicht auf Lager"]);
    expect((await addToCart("en", VELVET_BLACK, 1)).titles).toEqual(["Není skladem"]);
    const unnamed = await fetch(`${store.url}/api/v1/cart/items`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: VELVET_BLACK, amount: 1 }),
    });
    expect(await unnamed.json()).toEqual({
      statusCode: 422,
      errors: [{ field: "amount", title: "Není skladem" }],
    });
  });
});

describe("the messages", () => {
  const fixed = [
    ...Object.values(MESSAGES).filter((message) => typeof message !== "function"),
    ...Object.values(STATUS_TITLES),
  ] as Array<Message>;

  it("hold no letter only Czech has in Slovak, nor a Czech one in German", () => {
    // IČO (the Czech company number) and Kč (the crown) are names, in German too.
    const czechIn = {
      sk: (text: string) => /[ěřůĚŘŮ]/.test(text),
      de: (text: string) => /[ěščřžýáíůúňťďĚŠČŘŽÝÁÍŮÚŇŤĎ]/.test(text.replace(/IČO|Kč/g, "")),
    };
    expect(fixed.filter((message) => czechIn.sk(message.sk)).map((m) => m.sk)).toEqual([]);
    expect(fixed.filter((message) => czechIn.de(message.de)).map((m) => m.de)).toEqual([]);
  });

  it("write an amount of money as each language groups its thousands", () => {
    expect(MESSAGES.minimumOrder(123_450, "CZK")).toEqual({
      cs: "Do minimální výše ceny objednávky vám zbývá ještě 1 234,50 Kč",
      sk: "Do minimálnej výšky ceny objednávky vám zostáva ešte 1 234,50 Kč",
      de: "Bis zum Mindestbestellwert fehlen Ihnen noch 1.234,50 Kč",
    });
  });
});
