import { describe, expect, test } from "vitest";

import {
  chosenCurrency,
  currencyChoiceCookie,
  currencyFromQuery,
} from "#app/shopper/currency-choice.server.ts";

const ALLOWED = ["CZK", "EUR"];

function request(url: string, cookie = "") {
  return new Request(url, { headers: { cookie } });
}

describe("currency from the URL", () => {
  test("the query value, upper-cased, when the shop sells in it", () => {
    expect(currencyFromQuery(new URL("http://shop.test/?currency=eur"), ALLOWED)).toBe("EUR");
    expect(currencyFromQuery(new URL("http://shop.test/?currency=usd"), ALLOWED)).toBeNull();
    expect(currencyFromQuery(new URL("http://shop.test/"), ALLOWED)).toBeNull();
  });

  test("the query wins over the remembered choice, which is used without a query", () => {
    expect(
      chosenCurrency(request("http://shop.test/?currency=czk", "shop_currency=EUR"), true, ALLOWED),
    ).toBe("CZK");
    expect(chosenCurrency(request("http://shop.test/", "shop_currency=EUR"), true, ALLOWED)).toBe(
      "EUR",
    );
    expect(
      chosenCurrency(request("http://shop.test/", "shop_currency=XXX"), true, ALLOWED),
    ).toBeNull();
  });

  test("a choice through the URL is stored in a cookie", () => {
    expect(currencyChoiceCookie(request("http://shop.test/?currency=eur"), true, ALLOWED)).toMatch(
      /^shop_currency=EUR; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(currencyChoiceCookie(request("http://shop.test/"), true, ALLOWED)).toBeNull();
  });

  test("with the flag off nothing is read or stored", () => {
    expect(chosenCurrency(request("http://shop.test/?currency=eur"), false, ALLOWED)).toBeNull();
    expect(
      currencyChoiceCookie(request("http://shop.test/?currency=eur"), false, ALLOWED),
    ).toBeNull();
  });
});
