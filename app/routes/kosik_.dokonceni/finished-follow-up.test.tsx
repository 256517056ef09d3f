// @vitest-environment jsdom
import { describe, expect, test } from "vitest";

import {
  FinishedFollowUp,
  FinishedNotFoundHelp,
} from "#app/routes/kosik_.dokonceni/finished-follow-up.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

const ORDER = { code: "2025000001", email: "Jana@example.cz" };
const asCustomer = (email: string) => ({
  rootData: { locale: "cs", frame: {}, user: { firstName: "Jana", email } },
});

describe("where the order can be followed", () => {
  test("its customer finds it in the account, by its code", async () => {
    const page = await renderAsServer(
      <FinishedFollowUp order={ORDER} />,
      asCustomer("jana@example.cz"),
    );
    const link = page.getByRole("link", { name: "Objednávku najdete ve svém uživatelském účtu" });
    expect(link.getAttribute("href")).toBe("/uzivatel/objednavky/2025000001");
  });

  test("a guest, or someone else logged in, gets the status page with the code filled in", async () => {
    for (const options of [{}, asCustomer("eva@example.cz")]) {
      const page = await renderAsServer(<FinishedFollowUp order={ORDER} />, options);
      const link = page.getByRole("link", { name: "Stav objednávky můžete kdykoli zkontrolovat" });
      expect(link.getAttribute("href")).toBe("/stav-objednavky?kod=2025000001");
    }
  });

  test("in Slovak the status page is the Slovak one", async () => {
    const page = await renderAsServer(<FinishedFollowUp order={ORDER} />, { locale: "sk" });
    expect(page.getByRole("link").getAttribute("href")).toBe("/sk/stav-objednavky?kod=2025000001");
  });

  test("without an order: the account's orders, or the status page for a guest", async () => {
    const customer = await renderAsServer(<FinishedNotFoundHelp />, asCustomer("jana@example.cz"));
    expect(
      customer
        .getByRole("link", { name: "Své objednávky najdete v uživatelském účtu" })
        .getAttribute("href"),
    ).toBe("/uzivatel/objednavky");
    const guest = await renderAsServer(<FinishedNotFoundHelp />);
    expect(
      guest
        .getByRole("link", { name: "Stav objednávky zjistíte podle jejího čísla a e-mailu" })
        .getAttribute("href"),
    ).toBe("/stav-objednavky");
  });
});
