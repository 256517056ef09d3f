import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import type * as CurrencyChoice from "#app/shopper/currency-choice.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";

// The spec's currencyFromUrl flag is off on this site; switched on here to show that the
// query still wins over the host's currency.
vi.mock("#app/shopper/currency-choice.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof CurrencyChoice>();
  return { ...actual, chosenCurrency: (request: Request) => actual.chosenCurrency(request, true) };
});

describe("requestContext with a host per language (domain mode)", () => {
  beforeEach(() =>
    setLocaleOrigins({ cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" }),
  );
  afterEach(() => setLocaleOrigins({}));

  test.each([
    ["https://shop.cz/kosik", "cs", "CZK", "cz"],
    ["https://shop.sk/kosik", "sk", "EUR", "sk"],
    ["https://shop.de/warenkorb", "de", "EUR", "de"],
  ])("%s: language, currency and domain code of the host", async (url, locale, currency, code) => {
    const ctx = await requestContext(new Request(url));
    expect({ locale: ctx.locale, currency: ctx.currency, domainCode: ctx.domainCode }).toEqual({
      locale,
      currency,
      domainCode: code,
    });
  });

  test("a currency chosen through the query overrides the host's", async () => {
    const ctx = await requestContext(new Request("https://shop.sk/kosik?currency=czk"));
    expect(ctx.currency).toBe("CZK");
    expect(ctx.locale).toBe("sk");
  });
});

describe("the login cookie", () => {
  const TOKEN = "customer-token-0123456789";

  test("the shop's own login cookie signs the customer in", async () => {
    const cookie = (await authTokenCookie.serialize(TOKEN)).split(";")[0] ?? "";
    const ctx = await requestContext(new Request("http://localhost/", { headers: { cookie } }));
    expect(ctx.authToken).toBe(TOKEN);
  });

  test.each([
    ["the bare token", TOKEN],
    ["the token as an unsigned cookie value", btoa(JSON.stringify(TOKEN))],
  ])("%s set as the cookie (a used login-as-user link's) signs nobody in", async (_, value) => {
    const cookie = `shop_auth_token=${encodeURIComponent(value)}`;
    const ctx = await requestContext(new Request("http://localhost/", { headers: { cookie } }));
    expect(ctx.authToken).toBeNull();
  });
});
