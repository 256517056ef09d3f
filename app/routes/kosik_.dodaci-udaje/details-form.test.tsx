import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";

import { DetailsForm } from "#app/routes/kosik_.dodaci-udaje/details-form.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

/** As the server sends it, before any JavaScript. */
const render = (element: ReactNode) =>
  renderAsServer(element, { url: "http://localhost/kosik/dodaci-udaje" });

const COURIER = { addressRequired: true, customOrderNumber: false, guest: true };

describe("the details form", () => {
  test("shows every section open without JavaScript, with the key and the order button", async () => {
    const html = await render(<DetailsForm options={COURIER} orderKey="key-1" />);
    expect(html).toContain('name="orderKey" value="key-1"');
    expect(html).toContain('novalidate=""');
    for (const text of [
      "Kontaktní údaje",
      "Dodací adresa",
      "Nakupuji na firmu",
      "Načíst z ARES",
      "Fakturační adresa je jiná než dodací",
      "Zásilku převezme jiná osoba nebo firma",
      "Chci si zároveň vytvořit účet",
      "Souhlasím s obchodními podmínkami",
      "Objednat s povinností platby",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<fieldset[^>]*hidden/);
  });

  test("a pickup asks for no delivery address; a customer is not offered registration", async () => {
    const html = await render(
      <DetailsForm
        options={{ addressRequired: false, customOrderNumber: true, guest: false }}
        orderKey="key-1"
      />,
    );
    expect(html).not.toContain("Dodací adresa");
    expect(html).toContain("dodací adresu proto nepotřebujeme");
    expect(html).not.toContain("vytvořit účet");
    expect(html).toContain("Vaše číslo objednávky");
  });

  test("shows the server's messages by their fields and the order's at the top, input kept", async () => {
    const html = await render(
      <DetailsForm
        options={COURIER}
        orderKey="key-1"
        actionData={{
          result: {
            status: "error",
            initialValue: { email: "jana@", dateOfBirth: "2015-03-01" },
            error: {
              email: ["checkout.info.errors.email"],
              dateOfBirth: ["checkout.info.errors.underage"],
              "": ["checkout.info.errors.minimumOrder"],
            },
          },
          values: { remainingPrice: "179,50 Kč" },
        }}
      />,
    );
    expect(html).toContain('value="jana@"');
    expect(html).toContain("E-mail není ve správném formátu");
    expect(html).toContain("Nákup je možný až od 18 let.");
    expect(html).toContain("Do minimální výše ceny objednávky vám zbývá ještě 179,50 Kč");
    expect(html).toMatch(/<input[^>]*name="email"[^>]*aria-invalid="true"/);
  });
});
