// @vitest-environment jsdom
import { describe, expect, test } from "vitest";

import OrderStatus from "#app/routes/stav-objednavky/route.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { czechText } from "#app/testing/texts.ts";

const ORDER = {
  code: "2025000001",
  createdAt: "2025-01-14T09:30:00Z",
  status: "paid",
  paymentStatus: "paid",
  shipper: "Zásilkovna – výdejní místo",
  deliveryDate: "2025-01-16",
  total: "2 548,00 Kč",
};

/** The page as the server sends it with its loader's data. */
const render = (data: Record<string, unknown>) =>
  renderAsServer(<OrderStatus />, {
    url: "http://localhost/stav-objednavky",
    rootData: { locale: "cs", frame: {}, ...data },
  });

describe("the order status page", () => {
  test("a GET form asking for the code and the e-mail", async () => {
    const page = await render({ result: null, order: null });
    const form = page.getByRole("button", { name: "Zjistit stav" }).closest("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(page.getByRole("textbox", { name: "Číslo objednávky" }).getAttribute("name")).toBe(
      "kod",
    );
    expect(page.getByRole("textbox", { name: "E-mail" }).getAttribute("name")).toBe("email");
  });

  test("shows where the order stands", async () => {
    const page = await render({
      result: { status: "success", initialValue: { kod: ORDER.code, email: "jana@example.cz" } },
      order: ORDER,
    });
    expect(page.getByRole("heading", { level: 2, name: "Objednávka 2025000001" })).toBeTruthy();
    const values = page.getAllByRole("definition").map((value) => value.textContent);
    expect(values).toEqual([
      "2025000001",
      "14. 1. 2025",
      "Zaplacená",
      "Zaplaceno",
      "Zásilkovna – výdejní místo",
      "16. 1. 2025",
      "2 548,00 Kč",
    ]);
  });

  test("an order not found says so by the form, the input kept", async () => {
    const page = await render({
      result: {
        status: "error",
        initialValue: { kod: ORDER.code, email: "eva@example.cz" },
        error: { "": ["orderStatus.notFound"] },
      },
      order: null,
    });
    expect(page.getByText("Objednávku s tímto číslem a e-mailem jsme nenašli.")).toBeTruthy();
    expect(czechText("orderStatus.notFound")).toBe(
      "Objednávku s tímto číslem a e-mailem jsme nenašli.",
    );
    expect(page.getByRole("textbox", { name: "E-mail" })).toHaveProperty("value", "eva@example.cz");
    expect(page.queryByRole("definition")).toBeNull();
  });

  test("a malformed e-mail gets the spec's message by its field", async () => {
    const page = await render({
      result: {
        status: "error",
        initialValue: { kod: ORDER.code, email: "jana@" },
        error: { email: ["orderStatus.errors.email"] },
      },
      order: null,
    });
    expect(page.getByText("E-mail není ve správném formátu")).toBeTruthy();
    expect(page.getByRole("textbox", { name: "E-mail" }).getAttribute("aria-invalid")).toBe("true");
  });
});
