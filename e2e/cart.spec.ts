import type { Page } from "@playwright/test";

import { expect, interactive, test } from "./fixtures.ts";
import { customerWithShippedPurchase, logIn } from "./store-api.ts";

const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });

/** Variants of the sandbox catalogue (product id × 10 + position). */
const AMORA_PULSE = 10031; // 1 234,50 Kč, the only variant
const CONDOMS_3 = 10171; // Kondomy Classic, 3 ks, 89 Kč

test("a link with ?addToCart= adds the item and lands on the clean address", async ({ page }) => {
  await page.goto(`/kosik?addToCart=${AMORA_PULSE}:2`);
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(notifications(page)).toContainText(
    "Produkt Stimulátor klitorisu Amora Pulse byl přidán do košíku.",
  );
  const row = page.getByRole("row", { name: /Amora Pulse/ });
  await expect(row.getByLabel(/^Množství – /)).toHaveValue("2");

  await page.goto("/?addToCart=nesmysl");
  await expect(page).toHaveURL(/127\.0\.0\.1:3100\/$/);
  await expect(notifications(page)).toContainText(
    "Produkt z odkazu se nepodařilo vložit do košíku.",
  );
});

test("a link on another site adds at most 10 pieces and says so", async ({ page, baseURL }) => {
  await page.route("https://jiny-web.example/", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><a href="${baseURL}/kosik?addToCart=${CONDOMS_3}:500">Koupit</a>`,
    }),
  );
  await page.goto("https://jiny-web.example/");
  await page.getByRole("link", { name: "Koupit" }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(notifications(page)).toContainText(
    "Z odkazu z jiného webu vkládáme do košíku nejvýše 10 ks. Množství můžete v košíku změnit.",
  );
  const row = page.getByRole("row", { name: /Kondomy Classic/ });
  await expect(row.getByLabel(/^Množství – /)).toHaveValue("10");
});

test.describe("coupons", () => {
  // The browser logs a refused coupon's status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

  test("an expired coupon is refused at its field, a valid one discounts and can be removed", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`/kosik?addToCart=${AMORA_PULSE}`);
    await interactive(page, javaScriptEnabled);
    const coupon = page.getByLabel("Kód kupónu");

    await coupon.fill("LETO2024");
    await page.getByRole("button", { name: "Uplatnit kupón" }).click();
    await expect(page.getByText("Platnost kupónu vypršela")).toBeVisible();
    await expect(coupon).toHaveValue("LETO2024");

    await coupon.fill("SLEVA10");
    await page.getByRole("button", { name: "Uplatnit kupón" }).click();
    await expect(notifications(page)).toContainText("Kupón byl uplatněn.");
    await expect(page.getByText("Uplatněný kupón: SLEVA10")).toBeVisible();
    await expect(page.getByText(/^Celkem k úhradě\s*1\s111,05\sKč$/)).toBeVisible();

    await page.getByRole("button", { name: "Odebrat kupón" }).click();
    await expect(notifications(page)).toContainText("Kupón byl odebrán.");
    await expect(page.getByText("Uplatněný kupón: SLEVA10")).toHaveCount(0);
  });
});

test("a signed-in customer pays part of the order with loyalty credits", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await customerWithShippedPurchase(request, AMORA_PULSE);
  await logIn(page, customer);
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně.");
  await page.goto(`/kosik?addToCart=${AMORA_PULSE}`);
  await interactive(page, javaScriptEnabled);

  const credits = page.getByRole("region", { name: "Věrnostní kredity" });
  await expect(credits.getByText(/^Na účtu máte \d+ kreditů\.$/)).toBeVisible();
  await credits.getByLabel("Kolik kreditů použít").fill("10");
  await credits.getByRole("button", { name: "Použít kredity" }).click();
  await expect(notifications(page)).toContainText("Kredity byly použity.");
  await expect(credits.getByText("Na tento nákup používáte 10 kreditů.")).toBeVisible();

  await credits.getByRole("button", { name: "Nepoužívat kredity" }).click();
  await expect(notifications(page)).toContainText("Kredity už na tento nákup nepoužíváte.");
  await expect(credits.getByText(/Na tento nákup používáte/)).toHaveCount(0);
});

test("a gift is chosen when the cart qualifies and dropped when it no longer does", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/kosik?addToCart=${CONDOMS_3}`);
  await page.goto(`/kosik?addToCart=${AMORA_PULSE}`);
  await interactive(page, javaScriptEnabled);
  const gifts = page.getByRole("region", { name: "Dárek k objednávce" });
  await gifts.getByRole("radio", { name: /Saténová maska na oči/ }).check();
  await gifts.getByRole("button", { name: "Vybrat dárek" }).click();
  await expect(notifications(page)).toContainText("Dárek jsme k objednávce přidali.");
  await expect(gifts.getByText("Vybraný dárek: Saténová maska na oči")).toBeVisible();

  await page
    .getByRole("row", { name: /Amora Pulse/ })
    .getByRole("button", { name: /^Odebrat – / })
    .click();
  await expect(page.getByRole("row", { name: /Amora Pulse/ })).toHaveCount(0);
  await expect(notifications(page)).toContainText(
    "Dárek Saténová maska na oči jsme z objednávky odebrali, protože její hodnota už nedosahuje částky, od které dárek platí.",
  );
  await expect(gifts.getByText(/Vybraný dárek/)).toHaveCount(0);
  await expect(gifts).toContainText(
    /Nakupte ještě za 411,00\sKč a získáte dárek Lubrikační gel 50 ml\./,
  );
});

test("below the minimum order the cart says how much is missing and blocks checkout", async ({
  page,
}) => {
  await page.goto(`/kosik?addToCart=${CONDOMS_3}`);
  await expect(
    page.getByText("Do minimální výše ceny objednávky vám zbývá ještě 211,00 Kč"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Pokračovat k objednávce" })).toHaveCount(0);
  await expect(
    page.getByText("K objednávce můžete pokračovat, až košík dosáhne minimální výše objednávky."),
  ).toBeVisible();
});

test.describe("import order", () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("bad lines are refused by number with the text kept; good ones go to the cart", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/kosik/import-objednavky");
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Import objednávky" })).toBeVisible();
    const lines = page.getByLabel("Kódy a množství");

    await lines.fill("PR1017-01 2\nnesmysl");
    await page.getByRole("button", { name: "Vložit do košíku" }).click();
    await expect(
      page.getByText("Řádek 2: zadejte kód a množství oddělené mezerou, středníkem nebo čárkou."),
    ).toBeVisible();
    await expect(lines).toHaveValue("PR1017-01 2\nnesmysl");

    await lines.fill("PR1017-01 2\nPR1003-01;1\nNEEXISTUJE,1");
    await page.getByRole("button", { name: "Vložit do košíku" }).click();
    await expect(page).toHaveURL(/\/kosik$/);
    await expect(notifications(page)).toContainText("Produkt s kódem NEEXISTUJE jsme nenašli.");
    await expect(notifications(page)).toContainText("nepodařilo se vložit řádků: 1");
    await expect(page.getByRole("row", { name: /Kondomy Classic/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /Amora Pulse/ })).toBeVisible();
  });
});
