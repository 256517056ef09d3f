import type { Page } from "@playwright/test";

import { expect, interactive, seriousViolations, test } from "./fixtures.ts";
import { logIn, registeredCustomer } from "./store-api.ts";

// The browser logs a refused form's status as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
const header = (page: Page) => page.getByRole("banner");

test("add a delivery address with a Czech region, edit it, delete it after the question", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await logIn(page, await registeredCustomer(request, "adresy"));
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
  await page.goto("/uzivatel/adresy");
  await expect(page.getByRole("heading", { level: 1, name: "Moje adresy" })).toBeVisible();
  const delivery = page.getByRole("region", { name: "Doručovací adresy" });
  await expect(delivery).toContainText("Zatím nemáte uloženou žádnou doručovací adresu.");

  await page.getByRole("link", { name: "Přidat adresu", exact: true }).click();
  await expect(page).toHaveURL(/\/uzivatel\/adresy\/nova$/);
  await interactive(page, javaScriptEnabled);
  const form = page.getByRole("main");
  await expect(form.getByRole("radio", { name: "Doručovací" })).toBeChecked();
  await form.getByLabel("Jméno a příjmení").fill("Eva Malá");
  await form.getByLabel("Ulice a číslo popisné").fill("Husova 5");
  await form.getByLabel("Město").fill("Brno");
  await form.getByLabel("PSČ").fill("6020");
  await form.getByLabel("Stát").selectOption("CZE");
  await form.getByLabel(/^Kraj/).selectOption({ label: "Jihomoravský kraj" });
  await form.getByRole("button", { name: "Uložit adresu" }).click();
  await expect(form.getByLabel("PSČ")).toHaveAccessibleDescription(/PSČ musí obsahovat 5 čísel/);
  await expect(form.getByLabel("Ulice a číslo popisné")).toHaveValue("Husova 5");

  await form.getByLabel("PSČ").fill("602 00");
  await form.getByRole("button", { name: "Uložit adresu" }).click();
  await expect(notifications(page)).toContainText("Adresa byla uložena.");
  await expect(page).toHaveURL(/\/uzivatel\/adresy$/);
  await expect(delivery).toContainText("Husova 5");
  await expect(delivery).toContainText("Jihomoravský kraj");

  await delivery.getByRole("link", { name: /^Upravit/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Upravit adresu" })).toBeVisible();
  await interactive(page, javaScriptEnabled);
  await expect(form.getByLabel(/^Kraj/)).toHaveValue("Jihomoravský kraj");
  await form.getByLabel("Město").fill("Praha");
  await form.getByLabel("PSČ").fill("110 00");
  await form.getByLabel(/^Kraj/).selectOption({ label: "Hlavní město Praha" });
  await form.getByRole("button", { name: "Uložit adresu" }).click();
  await expect(notifications(page)).toContainText("Adresa byla uložena.");
  await expect(delivery).toContainText("110 00 Praha");

  await delivery.getByRole("link", { name: /^Smazat/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Smazat adresu" })).toBeVisible();
  await expect(page.getByText("Opravdu smazat adresu Eva Malá, Husova 5, Praha?")).toBeVisible();
  await page.getByRole("button", { name: "Smazat adresu" }).click();
  await expect(notifications(page)).toContainText("Adresa byla smazána.");
  await expect(page).toHaveURL(/\/uzivatel\/adresy$/);
  await expect(delivery).toContainText("Zatím nemáte uloženou žádnou doručovací adresu.");
});

test("a billing address is offered from its own group, and 'Zpět' keeps it", async ({
  page,
  request,
}) => {
  await logIn(page, await registeredCustomer(request, "fakturace"));
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
  await page.goto("/uzivatel/adresy");
  await page.getByRole("link", { name: "Přidat fakturační adresu" }).click();
  const form = page.getByRole("main");
  await expect(form.getByRole("radio", { name: "Fakturační" })).toBeChecked();
  await form.getByLabel("Jméno a příjmení").fill("Eva Malá");
  await form.getByLabel(/^Firma/).fill("Erotika Dvořák s.r.o.");
  await form.getByLabel("Ulice a číslo popisné").fill("Korunní 810");
  await form.getByLabel("Město").fill("Praha 10");
  await form.getByLabel("PSČ").fill("101 00");
  await form.getByRole("button", { name: "Uložit adresu" }).click();
  await expect(notifications(page)).toContainText("Adresa byla uložena.");

  const billing = page.getByRole("region", { name: "Fakturační adresy" });
  await billing.getByRole("link", { name: /^Smazat/ }).click();
  await page.getByRole("main").getByRole("link", { name: "Zpět", exact: true }).click();
  await expect(page).toHaveURL(/\/uzivatel\/adresy$/);
  await expect(billing).toContainText("Erotika Dvořák s.r.o.");
});

test("another customer's address is not found", async ({ page, request }) => {
  await logIn(page, await registeredCustomer(request, "cizi"));
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
  const response = await page.goto("/uzivatel/adresy/1");
  expect(response?.status()).toBe(404);
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("the address pages have no serious or critical accessibility violations", async ({
    page,
    request,
  }) => {
    await logIn(page, await registeredCustomer(request, "adresy-pristupnost"));
    await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
    for (const path of ["/uzivatel/adresy", "/uzivatel/adresy/nova"]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
