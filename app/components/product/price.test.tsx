// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { Price, PricesIn } from "#app/components/product/price.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import type { Locale } from "#app/testing/texts.ts";
import { CZK, EUR } from "#bff/mocks/fixtures.ts";
import type { Currency } from "#bff/store/schemas.ts";

afterEach(cleanup);

async function shownPrice(
  amount: number,
  locale: Locale,
  currency: Currency,
  orderCurrency: Currency | null = null,
) {
  const price = <Price amount={amount} />;
  const page = await renderAsServer(
    orderCurrency ? <PricesIn currency={orderCurrency}>{price}</PricesIn> : price,
    {
      locale,
      rootData: { locale, frame: { currency } },
    },
  );
  return page.getByText(/\d/).textContent;
}

describe("a price reads as the page's language writes it", () => {
  test("German, Slovak and Czech, in the store's currency with no-break spaces", async () => {
    expect(await shownPrice(1188, "de", EUR)).toBe("1.188,00\u00a0€");
    expect(await shownPrice(1188, "sk", EUR)).toBe("1\u00a0188,00\u00a0€");
    expect(await shownPrice(1234.5, "cs", CZK)).toBe("1\u00a0234,50\u00a0Kč");
  });

  test("a German page keeps the store's symbol for crowns", async () => {
    expect(await shownPrice(1234.5, "de", CZK)).toBe("1.234,50\u00a0Kč");
  });
});

describe("an order's amounts keep the order's own currency", () => {
  test("a euro order on a Czech page (crowns) reads in euros", async () => {
    expect(await shownPrice(34.46, "cs", CZK, EUR)).toBe("34,46\u00a0€");
  });

  test("a crown order on a Slovak page (euros) reads in crowns", async () => {
    expect(await shownPrice(1234.5, "sk", EUR, CZK)).toBe("1\u00a0234,50\u00a0Kč");
  });
});
