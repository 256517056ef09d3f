import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";

import { CheckoutSteps } from "#app/components/checkout/checkout-steps.tsx";
import { FinishedBankTransfer } from "#app/routes/kosik_.dokonceni/finished-bank-transfer.tsx";
import { MethodsBranch } from "#app/routes/kosik_.doprava-a-platba/methods-branch.tsx";
import { MethodsPayments } from "#app/routes/kosik_.doprava-a-platba/methods-payments.tsx";
import { MethodsShippers } from "#app/routes/kosik_.doprava-a-platba/methods-shippers.tsx";
import { MethodsSummary } from "#app/routes/kosik_.doprava-a-platba/methods-summary.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { testContext } from "#bff/mocks/context.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { checkoutMethodsPage } from "#bff/pages/checkout-methods.ts";
import { orderFinishedPage } from "#bff/pages/order-finished.ts";
import { NO_CHOICES } from "#bff/rules/checkout-choices.ts";

setUpMockUpstreams();

/** As the server sends it, before any JavaScript. */
const render = (element: ReactNode) =>
  renderAsServer(element, { url: "http://localhost/kosik/doprava-a-platba" });

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
    const html = await render(
      <>
        <CheckoutSteps current="methods" />
        <MethodsShippers page={page} />
        <MethodsPayments page={page} />
        <MethodsSummary page={page} />
      </>,
    );
    expect(html).toMatch(/<a [^>]*href="\/kosik">Košík<\/a>/);
    expect(html).toContain('<span aria-current="step">Doprava a platba</span>');
    expect(html).toContain('<h2 id="checkout-shippers-title">Způsob dopravy</h2>');
    expect(html).toContain("Zásilkovna – výdejní místo");
    expect(html).toContain('<span class="badge badge-fastest">Nejrychlejší</span>');
    expect(html).toContain('name="shipperId"');
    expect(html).toContain("Zvolit dopravu");
    expect(html).toContain("Zvolit platbu");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Pokračovat<\/button>/);
    expect(html).toContain("<li>Vyberte dopravu.</li><li>Vyberte platbu.</li>");
  });

  test("a pick-up shipper shows the search and the chosen point; complete choices go on", async () => {
    withCart();
    const page = await checkoutMethodsPage({
      ctx,
      choices: { ...NO_CHOICES, shipperId: 2, branchId: 100, paymentId: 2 },
      branchQuery: "Praha",
    });
    if (!page.branches) throw new Error("the pick-up shipper needs a branch");
    const html = await render(
      <>
        <MethodsBranch branches={page.branches} />
        <MethodsSummary page={page} />
      </>,
    );
    expect(html).toContain("Vybrané výdejní místo: <strong>Trafika, Praha, Vodičkova 12</strong>");
    expect(html).toMatch(/<input [^>]*name="branchQuery"[^>]*value="Praha"/);
    expect(html).toContain("Vybrat výdejní místo");
    expect(html).toMatch(/<a [^>]*href="\/kosik\/dodaci-udaje"[^>]*>Pokračovat<\/a>/);
  });
});

describe("finished page: bank transfer", () => {
  test("account, amount, variable symbol and a QR code with its text alternative", async () => {
    const page = await orderFinishedPage({ ctx, key: { token: "order-token-1" } });
    if (page.kind !== "order" || !page.order.bankTransfer) throw new Error("expected a transfer");
    const html = await render(<FinishedBankTransfer transfer={page.order.bankTransfer} />);
    expect(html).toContain("<dd>2001234567/2010</dd>");
    expect(html).toContain("<dd>2025000001</dd>");
    expect(html).toMatch(
      /<svg role="img" aria-labelledby="finished-qr-title"[^>]*><title id="finished-qr-title">QR Platba: 2[\s\u00a0]548,00 Kč na účet 2001234567\/2010, variabilní symbol 2025000001<\/title>/,
    );
  });
});
