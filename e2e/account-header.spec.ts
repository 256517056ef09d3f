import type { Page } from "@playwright/test";

import { expect, interactive, test } from "./fixtures.ts";
import { logIn, registeredCustomer } from "./store-api.ts";

const header = (page: Page) => page.getByRole("banner");
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });

test("a customer's name in the header opens the account, and Odhlásit on any page logs out", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await registeredCustomer(request, "hlavicka");
  await logIn(page, customer);
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně.");

  for (const path of ["/", "/kosik", "/vse-o-nakupu/doprava"]) {
    await page.goto(path);
    await expect(header(page).getByRole("button", { name: "Odhlásit" })).toBeVisible();
  }

  await interactive(page, javaScriptEnabled);
  await header(page).getByRole("link", { name: "Eva" }).click();
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
  const menu = page.getByRole("navigation", { name: "Uživatelský účet" });
  await expect(menu.getByRole("link", { name: "Můj účet" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await header(page).getByRole("button", { name: "Odhlásit" }).click();
  await expect(notifications(page)).toContainText("Odhlášení proběhlo úspěšně.");
  await expect(header(page).getByRole("link", { name: "Můj účet" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Odhlásit" })).toHaveCount(0);
});

test("a guest asking for the account logs in and lands on the page asked for", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, "ucet-host");
  await page.goto("/uzivatel");
  await expect(page).toHaveURL(/\/prihlasit\?redirectTo=%2Fuzivatel$/);
  const form = page.getByRole("main");
  await form.getByLabel("E-mail").fill(customer.email);
  await form.getByLabel("Heslo").fill(customer.password);
  await form.getByRole("button", { name: "Přihlásit se" }).click();
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
});

test("the account's menu lists the spec's entries in its order, the current one marked", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, "menu");
  await logIn(page, customer, "?redirectTo=%2Fuzivatel%2Fzmena-hesla");
  const menu = page.getByRole("navigation", { name: "Uživatelský účet" });
  await expect(menu.getByRole("link")).toHaveText([
    "Můj účet",
    "Osobní údaje",
    "Moje objednávky",
    "Změna hesla",
    "Moje adresy",
    "Rychlá objednávka",
    "Oblíbené",
    "Vrácení a výměna zboží",
  ]);
  await expect(menu.getByRole("link", { name: "Změna hesla" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
