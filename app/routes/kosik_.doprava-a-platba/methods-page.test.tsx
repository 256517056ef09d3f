// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";

import { BankTransfer } from "#app/components/checkout/bank-transfer.tsx";
import { CheckoutSteps } from "#app/components/checkout/checkout-steps.tsx";
import { FinishedOrderDetails } from "#app/routes/kosik_.dokonceni/finished-order.tsx";
import { MethodsBranch } from "#app/routes/kosik_.doprava-a-platba/methods-branch.tsx";
import { MethodsPayments } from "#app/routes/kosik_.doprava-a-platba/methods-payments.tsx";
import { MethodsShippers } from "#app/routes/kosik_.doprava-a-platba/methods-shippers.tsx";
import { MethodsSummary } from "#app/routes/kosik_.doprava-a-platba/methods-summary.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import { testContext } from "#bff/mocks/context.ts";
import { CART_WITH_OIL, CZK } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { checkoutFinishedPage } from "#bff/pages/checkout-finished.ts";
import { checkoutMethodsPage } from "#bff/pages/checkout-methods.ts";
import { NO_CHOICES } from "#bff/rules/checkout-choices.ts";
import { formatPrice } from "#bff/rules/price-format.ts";

setUpMockUpstreams();

function render(element: ReactNode) {
  return renderRoute(element, { path: "/kosik/doprava-a-platba" });
}

const ctx = testContext({ cartToken: "guest-token-abc123" });

function withCart() {
  mockServer.use(
    http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
  );
}

describe("shipping and payment step", () => {
  test("steps, shippers with the fastest marked, payments, and a blocked Pokračovat", async () => {
    withCart();
    const page = await checkoutMethodsPage({ ctx, choices: NO_CHOICES, branchQuery: null });
    await render(
      <>
        <CheckoutSteps current="methods" />
        <MethodsShippers page={page} />
        <MethodsPayments page={page} />
        <MethodsSummary page={page} />
      </>,
    );
    const steps = screen.getByRole("navigation", { name: "Kroky objednávky" });
    expect(within(steps).getByRole("link", { name: "Košík" }).getAttribute("href")).toBe("/kosik");
    expect(within(steps).getByText("Doprava a platba").getAttribute("aria-current")).toBe("step");

    const shippers = screen.getByRole("region", { name: "Způsob dopravy" });
    const options = within(shippers).getAllByRole("radio");
    expect(options.map((option) => option.getAttribute("name"))).toEqual(
      page.shippers.map(() => "shipperId"),
    );
    expect(
      within(shippers).getByRole("radio", { name: /^Zásilkovna – výdejní místo/ }),
    ).toBeDefined();
    const fastest = page.shippers.find((shipper) => shipper.fastest);
    if (!fastest) throw new Error("expected a fastest shipper");
    const marked = within(shippers).getAllByRole("radio", { name: /Nejrychlejší/ });
    expect(marked).toEqual([
      within(shippers).getByRole("radio", { name: (name) => name.startsWith(fastest.name) }),
    ]);
    expect(within(shippers).getByText("Nejrychlejší").className).toBe("badge badge-fastest");
    expect(within(shippers).getByText("Nejrychlejší").closest("label")?.textContent).toMatch(
      / Nejrychlejší Předpokládané doručení: /,
    );
    // With JavaScript a picked option is stored at once: no "Zvolit …" buttons.
    expect(screen.queryAllByRole("button", { name: /^Zvolit/ })).toEqual([]);

    const goOn = screen.getByRole("button", {
      name: "Pokračovat",
      description: "Než budete pokračovat: Vyberte dopravu. Vyberte platbu.",
    });
    expect(goOn).toHaveProperty("disabled", true);
    expect(screen.queryByRole("link", { name: "Pokračovat" })).toBeNull();
  });

  test("a pick-up shipper shows the search and the chosen point; complete choices go on", async () => {
    withCart();
    const page = await checkoutMethodsPage({
      ctx,
      choices: { ...NO_CHOICES, shipperId: 2, branchId: 100, paymentId: 2 },
      branchQuery: "Praha",
    });
    if (!page.branches) throw new Error("the pick-up shipper needs a branch");
    await render(
      <>
        <MethodsBranch branches={page.branches} />
        <MethodsSummary page={page} />
      </>,
    );
    const branch = screen.getByRole("region", { name: "Výdejní místo" });
    const chosen = within(branch).getByRole("strong");
    expect(chosen.textContent).toBe("Trafika, Praha, Vodičkova 12");
    expect(chosen.parentElement?.textContent).toMatch(
      /^Vybrané výdejní místo: Trafika, Praha, Vodičkova 12,/,
    );
    const query = within(screen.getByRole("search")).getByRole("searchbox", {
      name: "Město, PSČ nebo název výdejního místa",
    });
    expect(query).toHaveProperty("name", "branchQuery");
    expect(query).toHaveProperty("value", "Praha");
    // A search shows its results although a point is chosen.
    expect(within(branch).getAllByRole("radio").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Pokračovat" }).getAttribute("href")).toBe(
      "/kosik/dodaci-udaje",
    );
  });
});

describe("a made choice", () => {
  test("folds to one line with Změnit, which shows the options again with the choice checked", async () => {
    withCart();
    const page = await checkoutMethodsPage({
      ctx,
      choices: { ...NO_CHOICES, shipperId: 2, branchId: 100, paymentId: 2 },
      branchQuery: null,
    });
    if (!page.branches) throw new Error("the pick-up shipper needs a branch");
    await render(
      <>
        <MethodsShippers page={page} />
        <MethodsBranch branches={page.branches} />
        <MethodsPayments page={page} />
      </>,
    );
    const shippers = screen.getByRole("region", { name: "Způsob dopravy" });
    expect(within(shippers).queryAllByRole("radio")).toEqual([]);
    expect(within(shippers).getByText("Zásilkovna – výdejní místo")).toBeDefined();
    const branch = screen.getByRole("region", { name: "Výdejní místo" });
    expect(within(branch).queryByRole("search")).toBeNull();
    expect(within(branch).getByText(/^Vybrané výdejní místo:/).textContent).toMatch(
      /^Vybrané výdejní místo: Trafika, Praha, Vodičkova 12, Vodičkova 12, 110 00 Praha$/,
    );
    const payments = screen.getByRole("region", { name: "Způsob platby" });
    const changePayment = within(payments).getByRole("button", { name: "Změnit platbu" });
    expect(changePayment.textContent).toBe("Změnit");

    await userEvent.setup().click(within(shippers).getByRole("button", { name: "Změnit dopravu" }));
    const chosen = within(shippers).getByRole("radio", { name: /^Zásilkovna – výdejní místo/ });
    expect(chosen).toHaveProperty("checked", true);
    expect(document.activeElement).toBe(chosen);
    expect(within(shippers).getAllByRole("radio")).toHaveLength(page.shippers.length);
    // The others stay folded.
    expect(within(payments).queryAllByRole("radio")).toEqual([]);
  });
});

describe("finished page: bank transfer", () => {
  test("account, amount, variable symbol and a QR code with its text alternative", async () => {
    const page = await checkoutFinishedPage({ ctx, key: { token: "order-token-1" } });
    if (page.kind !== "order" || !page.order.bankTransfer) throw new Error("expected a transfer");
    await render(<BankTransfer transfer={page.order.bankTransfer} />);
    const details = screen
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(details).toContainEqual(["Číslo účtu", "2001234567/2010"]);
    expect(details).toContainEqual(["Variabilní symbol", "2025000001"]);
    expect(
      screen.getByRole("img", {
        name: /^QR Platba: 2\s548,00\sKč na účet 2001234567\/2010, variabilní symbol 2025000001$/,
      }).tagName,
    ).toBe("svg");
  });
});

describe("finished page: ordered items", () => {
  test("every value names its column, for the phone layout that has no header row", async () => {
    const page = await checkoutFinishedPage({ ctx, key: { token: "order-token-1" } });
    if (page.kind !== "order") throw new Error("expected an order");
    await render(<FinishedOrderDetails order={page.order} />);
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    const [, firstLine] = screen.getAllByRole("row");
    if (!firstLine) throw new Error("expected an ordered line");
    const labels = within(firstLine)
      .getAllByRole("cell")
      .map((cell) => cell.getAttribute("data-label"));
    expect(labels).toEqual(headers.slice(1));
  });
});

describe("finished page: where it goes", () => {
  test("the delivery address names its country, so a parcel abroad is plain to see", async () => {
    const page = await checkoutFinishedPage({ ctx, key: { token: "order-token-1" } });
    if (page.kind !== "order") throw new Error("expected an order");
    const shippingAddress = {
      name: "Anna Schmidt",
      street: "Friedrichstraße 12",
      postcode: "10117",
      city: "Berlin",
      countryCode: "DEU",
    };
    await render(
      <FinishedOrderDetails
        order={{ ...page.order, branch: null, pickupShop: null, shippingAddress }}
      />,
    );
    expect(
      screen.getByText(
        "Doručovací adresa: Anna Schmidt, Friedrichstraße 12, 10117 Berlin, Německo",
      ),
    ).toBeTruthy();
  });
});

describe("a shipping or payment fee", () => {
  test("reads as two prices, with VAT and then without, apart from each other", async () => {
    withCart();
    const page = await checkoutMethodsPage({ ctx, choices: NO_CHOICES, branchQuery: null });
    const paid = page.shippers.find((shipper) => !shipper.price.free);
    if (!paid) throw new Error("expected a shipper with a fee");
    await render(<MethodsShippers page={page} />);
    const fee = `${formatPrice(paid.price.withTax, CZK, "cs")} ${formatPrice(paid.price.withoutTax, CZK, "cs")} bez DPH`;
    const option = screen.getByRole("radio", {
      name: (name) => name.startsWith(`${paid.name} `) && name.endsWith(` ${fee}`),
    });
    expect(option.closest("label")?.querySelector(".checkout-option-price")?.textContent).toBe(fee);
  });
});
