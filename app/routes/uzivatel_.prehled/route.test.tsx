// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import AccountDashboard, { loader } from "#app/routes/uzivatel_.prehled/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { renderRoute } from "#app/testing/render-route.tsx";
import { CZK } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_ORDER } from "#bff/mocks/store-fixtures.ts";
import type { AccountDashboard as Dashboard } from "#bff/pages/account-orders.ts";

setUpMockUpstreams();

const MENU = {
  entries: ["dashboard", "addresses", "quickOrder", "orders", "password", "details", "returns"],
  documentsUrl: null,
  warrantyClaimsUrl: null,
};

const ROW = {
  id: 1,
  code: "2025000001",
  createdAt: "2025-01-15T09:00:00.000Z",
  status: "shipped",
  paymentStatus: "paid",
  totalWithTax: 2548,
  currency: CZK,
} as const;

async function customerRequest(cookie?: string): Promise<Request> {
  const token = (await authTokenCookie.serialize("customer-token-1")).split(";")[0] ?? "";
  return new Request("http://localhost/uzivatel/prehled", {
    headers: { cookie: cookie ?? token },
  });
}

/** The dashboard as the page shows it: its loader's data, the root's user and credits. */
function renderDashboard(
  page: Dashboard & { menu?: typeof MENU },
  root: { user?: { firstName: string } | null; credits?: number | null } = {},
) {
  return renderRoute(<AccountDashboard />, {
    path: "/uzivatel/prehled",
    rootData: {
      locale: "cs",
      frame: {},
      user: { firstName: "Marie", email: "marie.svobodova@example.cz" },
      credits: 826,
      menu: MENU,
      ...page,
      ...root,
    },
  });
}

describe("dashboard loader", () => {
  test("the three newest orders, how many there are, and the user menu", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders"), () =>
        HttpResponse.json({
          data: Array.from({ length: 10 }, (_, index) => ({ ...STORE_ORDER, id: index + 1 })),
          meta: { pagination: { total: 12, page: 1, perPage: 10, lastPage: 2 } },
        }),
      ),
    );
    const page = await loader({ request: await customerRequest(), params: {}, context: {} });
    expect(page.recentOrders.map((order) => order.id)).toEqual([1, 2, 3]);
    expect(page.orderCount).toBe(12);
    expect(page.menu.entries).toContain("orders");
  });

  test("a guest logs in first and comes back here", async () => {
    const thrown: unknown = await loader({
      request: await customerRequest(""),
      params: {},
      context: {},
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      "/prihlasit?redirectTo=%2Fuzivatel%2Fprehled",
    );
  });
});

describe("dashboard", () => {
  test("greets by first name and lists the newest orders, each opening its detail", async () => {
    await renderDashboard({ recentOrders: [ROW], orderCount: 12 });
    expect(screen.getByRole("heading", { level: 1, name: "Můj účet" })).toBeDefined();
    expect(screen.getByText("Dobrý den, Marie")).toBeDefined();
    const table = screen.getByRole("table", { name: "Poslední objednávky" });
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("expected an order row");
    expect(within(row).getByRole("link", { name: "2025000001" }).getAttribute("href")).toBe(
      "/uzivatel/objednavky/2025000001",
    );
    expect(row.textContent).toMatch(/15\. 1\. 2025/);
    expect(row.textContent).toContain("Odeslaná");
    expect(row.textContent).toContain("Zaplaceno");
    expect(row.textContent).toMatch(/2\s548,00\sKč/);
    expect(screen.getByRole("link", { name: "Všechny objednávky" }).getAttribute("href")).toBe(
      "/uzivatel/objednavky",
    );
  });

  test("loyalty credits with the programme explained: 10 % back, to pay with in the cart", async () => {
    await renderDashboard({ recentOrders: [ROW], orderCount: 1 });
    const credits = screen.getByRole("region", { name: "Věrnostní kredity" });
    expect(credits.textContent).toContain("Stav kreditů: 826");
    expect(credits.textContent).toContain("vracíme 10 % zpět jako kredity");
    expect(within(credits).getByRole("link").getAttribute("href")).toBe("/kosik");
    expect(screen.queryByRole("link", { name: "Všechny objednávky" })).toBeNull();
  });

  test("no credits section when they do not apply (function off, restricted group)", async () => {
    await renderDashboard({ recentOrders: [ROW], orderCount: 1 }, { credits: null });
    expect(screen.queryByRole("region", { name: "Věrnostní kredity" })).toBeNull();
  });

  test("a customer without orders is told so and invited to shop", async () => {
    await renderDashboard({ recentOrders: [], orderCount: 0 }, { user: { firstName: "" } });
    expect(screen.getByText("Dobrý den")).toBeDefined();
    expect(screen.getByText("Zatím u nás nemáte žádnou objednávku.")).toBeDefined();
    expect(screen.queryByRole("table")).toBeNull();
  });

  test("shortcuts to the account's pages, addresses only when the menu has them", async () => {
    await renderDashboard({ recentOrders: [], orderCount: 0 });
    const shortcuts = screen.getByRole("navigation", { name: "Rychlé odkazy" });
    expect(
      within(shortcuts)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Moje objednávky", "/uzivatel/objednavky"],
      ["Osobní údaje", "/uzivatel/osobni-udaje"],
      ["Změna hesla", "/uzivatel/zmena-hesla"],
      ["Moje adresy", "/uzivatel/adresy"],
    ]);
  });
});
