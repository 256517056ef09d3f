import type { Page } from "@playwright/test";

import { expect, interactive, seriousViolations, test } from "./fixtures.ts";
import { PASSWORD, logIn, registeredCustomer } from "./store-api.ts";

// The browser logs a refused form's status as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
const header = (page: Page) => page.getByRole("banner");

test("personal data: a bad IČO is refused, ARES fills the company, a good one is saved", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await registeredCustomer(request, "udaje");
  await logIn(page, customer);
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
  await page.goto("/uzivatel/osobni-udaje");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Osobní údaje" })).toBeVisible();
  const form = page.getByRole("main");
  await expect(form.getByLabel("Jméno", { exact: true })).toHaveValue("Eva");
  await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue(customer.email);

  await form.getByRole("checkbox", { name: "Nakupuji na firmu" }).check();
  await form.getByLabel("IČO").fill("27074357");
  await form.getByLabel("Název firmy").fill("Moje firma");
  await form.getByRole("button", { name: "Uložit údaje" }).click();
  await expect(form.getByLabel("IČO")).toHaveAccessibleDescription(/Nesprávný formát IČ/);
  await expect(form.getByLabel("IČO")).toHaveValue("27074357");
  await expect(form.getByLabel("Název firmy")).toHaveValue("Moje firma");

  await form.getByLabel("IČO").fill("27074358");
  await form.getByRole("button", { name: "Doplnit podle IČO" }).click();
  await expect(form.getByText(/Název firmy a DIČ jsme doplnili z ARES/)).toBeVisible();
  await expect(form.getByLabel("Název firmy")).toHaveValue("Erotika Dvořák s.r.o.");
  await expect(form.getByLabel(/^DIČ/)).toHaveValue("CZ27074358");

  await form.getByLabel(/^Telefon/).fill("+420 601 234 567");
  await form.getByRole("button", { name: "Uložit údaje" }).click();
  await expect(notifications(page)).toContainText("Údaje byly uloženy.");
  await expect(page).toHaveURL(/\/uzivatel\/osobni-udaje$/);

  await page.reload();
  await expect(form.getByLabel("IČO")).toHaveValue("27074358");
  await expect(form.getByLabel("Název firmy")).toHaveValue("Erotika Dvořák s.r.o.");
  await expect(form.getByLabel(/^Telefon/)).toHaveValue("+420 601 234 567");
  await expect(form.getByRole("checkbox", { name: "Nakupuji na firmu" })).toBeChecked();
});

test("change the password: a wrong current one is refused without a logout, then the new one logs in", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await registeredCustomer(request, "heslo");
  const newPassword = "NoveHeslo456!";
  await logIn(page, customer);
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
  await page.goto("/uzivatel/zmena-hesla");
  await interactive(page, javaScriptEnabled);
  const form = page.getByRole("main");
  await expect(form.getByRole("link", { name: "Změna hesla" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await form.getByLabel("Současné heslo").fill("NeniToOno1!");
  await form.getByLabel("Nové heslo", { exact: true }).fill(newPassword);
  await form.getByLabel("Nové heslo znovu").fill(newPassword);
  await form.getByRole("button", { name: "Změnit heslo" }).click();
  await expect(form.getByLabel("Současné heslo")).toHaveAccessibleDescription(/heslo není správné/);
  await expect(page).toHaveURL(/\/uzivatel\/zmena-hesla$/);
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();

  await form.getByLabel("Současné heslo").fill(PASSWORD);
  await form.getByLabel("Nové heslo", { exact: true }).fill(newPassword);
  await form.getByLabel("Nové heslo znovu").fill(newPassword);
  await form.getByRole("button", { name: "Změnit heslo" }).click();
  await expect(notifications(page)).toContainText("Heslo bylo změněno.");
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();

  await page.goto("/prihlasit");
  await interactive(page, javaScriptEnabled);
  await page.getByRole("main").getByRole("button", { name: "Odhlásit se" }).click();
  await expect(notifications(page)).toContainText("Odhlášení proběhlo úspěšně.");
  await logIn(page, { email: customer.email, password: newPassword });
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně.");
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("the personal data and password pages have no serious or critical accessibility violations", async ({
    page,
    request,
  }) => {
    await logIn(page, await registeredCustomer(request, "pristupnost"));
    await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
    for (const path of ["/uzivatel/osobni-udaje", "/uzivatel/zmena-hesla"]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
