// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { OrderActions } from "#app/components/account/order-actions.tsx";
import { OrderAddresses } from "#app/components/account/order-addresses.tsx";
import { OrderItems } from "#app/components/account/order-items.tsx";
import { OrderOverview } from "#app/components/account/order-overview.tsx";
import { OrderPayment } from "#app/components/account/order-payment.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_ORDER } from "#bff/mocks/store-fixtures.ts";
import { accountOrderPage } from "#bff/pages/account-orders.ts";

setUpMockUpstreams();

const ctx = testContext({ authToken: "customer-token-1" });
const URL = "http://localhost/uzivatel/objednavky/2025000001";

function userOrder(order: Record<string, unknown>) {
  mockServer.use(
    http.get(storeUrl("/api/v1/user/orders/code/:code"), () =>
      HttpResponse.json({ data: { ...STORE_ORDER, ...order } }),
    ),
  );
}

async function order() {
  return accountOrderPage({ ctx, codeOrId: "2025000001" });
}

describe("an order's detail, as a browser without JavaScript gets it", () => {
  test("its state in Czech words and its dates", async () => {
    userOrder({ status: "shipped", paymentStatus: "paid", deliveryDate: "2025-01-16" });
    const page = await renderAsServer(<OrderOverview order={await order()} />, { url: URL });
    const terms = page
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Datum objednávky", "15. 1. 2025"],
      ["Stav objednávky", "Odeslaná"],
      ["Stav platby", "Zaplaceno"],
      ["Předpokládané doručení", "16. 1. 2025"],
    ]);
  });

  test("items with their image, a link to the product, amounts and prices, and totals that add up", async () => {
    const page = await renderAsServer(<OrderItems order={await order()} />, { url: URL });
    const [, line] = page.getAllByRole("row");
    if (!line) throw new Error("expected an ordered line");
    expect(line.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(
      page.getByRole("link", { name: "Masážní olej Vanilka 200 ml" }).getAttribute("href"),
    ).toBe("/produkt/masazni-olej-vanilka-200-ml?variant_id=1011");
    expect(line.textContent).toContain("Varianta: 200 ml");
    expect(line.textContent).toContain("2 ks");
    const totals = page
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(totals).toContainEqual(["Zboží celkem", "2\u00a0469,00\u00a0Kč"]);
    expect(totals).toContainEqual(["Celkem k úhradě", "2\u00a0548,00\u00a0Kč"]);
  });

  test("billing address, contact and the pickup point", async () => {
    const page = await renderAsServer(<OrderAddresses order={await order()} />, { url: URL });
    const headings = page.getAllByRole("heading").map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Adresy a doprava",
      "Fakturační adresa",
      "Kontakt",
      "Výdejní místo",
      "Doprava",
      "Platba",
    ]);
    const addresses = page
      .getAllByText((_, element) => element?.tagName === "ADDRESS")
      .map((address) => address.innerHTML.split("<br>"));
    expect(addresses).toEqual([
      ["Jana Nováková", "Husova 5", "602 00 Brno", "Česko"],
      ["Trafika, Praha, Vodičkova 12", "Vodičkova 12", "110 00 Praha", "Česko"],
    ]);
    expect(page.getByText(/jana\.novakova@example\.cz/)).toBeDefined();
  });

  test("an unpaid bank transfer shows the account and its QR code", async () => {
    // Attached to the document: the code's name is its <title>, found by id.
    await renderRoute(<OrderPayment order={await order()} />, { path: "/uzivatel/objednavky/1" });
    expect(screen.getByRole("heading", { name: "Platba bankovním převodem" })).toBeDefined();
    expect(screen.getByRole("img", { name: /^QR Platba: 2\s548,00\sKč/ }).tagName).toBe("svg");
    expect(screen.queryByRole("button", { name: "Zaplatit znovu" })).toBeNull();
  });

  test("an unpaid card payment posts to the finished page's pay again, with the order's token", async () => {
    userOrder({
      payment: { id: 1, type: "CARD_ONLINE", name: "Platba kartou online", bankTransfer: null },
      paymentStatus: "failed",
      paymentUrl: "http://store.test/gateway/order-token-1",
    });
    const page = await renderAsServer(<OrderPayment order={await order()} />, { url: URL });
    expect(page.getByText("Platba se nezdařila. Objednávku můžete zaplatit znovu.")).toBeDefined();
    const form = page.getByRole("button", { name: "Zaplatit znovu" }).closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/kosik/dokonceni");
    expect(
      Object.fromEntries(
        [...(form?.querySelectorAll("input[type=hidden]") ?? [])].map((input) => [
          input.getAttribute("name"),
          input.getAttribute("value"),
        ]),
      ),
    ).toEqual({ intent: "payAgain", token: "order-token-1" });
    expect(page.queryByRole("heading", { name: "Platba bankovním převodem" })).toBeNull();
  });

  test("order again is a plain POST form; the files are plain links", async () => {
    const page = await renderAsServer(<OrderActions order={await order()} />, { url: URL });
    const form = page.getByRole("button", { name: "Objednat znovu" }).closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector("input[name=intent]")?.getAttribute("value")).toBe("reorder");
    expect(page.getByRole("link", { name: "Stáhnout položky (CSV)" }).getAttribute("href")).toBe(
      "/uzivatel/objednavky/2025000001/polozky.csv",
    );
    expect(
      page.getByRole("link", { name: "Stáhnout obrázky položek (ZIP)" }).getAttribute("href"),
    ).toBe("/uzivatel/objednavky/2025000001/obrazky.zip");
  });
});
