import type { Page } from "@playwright/test";

import { expect, interactive, test } from "./fixtures.ts";
import { PASSWORD, logIn, mailedLink, registeredCustomer, uniqueEmail } from "./store-api.ts";

const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
const header = (page: Page) => page.getByRole("banner");

/** The path and query of a mailed link, opened on the shop under test. */
function onShop(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test.describe("refusals", () => {
  // The browser logs a refused form's status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

  test("an untouched form answers every required field at once, by its field", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/registrovat");
    await interactive(page, javaScriptEnabled);
    const form = page.getByRole("main");
    await form.getByRole("button", { name: "Zaregistrovat se" }).click();

    const fields = [
      ["Jméno", "Zadejte jméno."],
      ["Příjmení", "Zadejte příjmení."],
      ["E-mail", "Zadejte e-mail."],
      ["Heslo", "Zadejte heslo."],
    ] as const;
    for (const [label, message] of fields) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    await expect(
      form.getByText(
        "Bez souhlasu s obchodními podmínkami a se zpracováním osobních údajů vás nemůžeme zaregistrovat.",
      ),
    ).toBeVisible();
  });

  test("a mistyped confirmation is refused with the spec's message and the input kept", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/registrovat");
    await interactive(page, javaScriptEnabled);
    const form = page.getByRole("main");
    await form.getByLabel("Jméno").fill("Petra");
    await form.getByLabel("Příjmení").fill("Dvořáková");
    await form.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("preklep"));
    await form.getByLabel("Heslo", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Heslo znovu").fill("Heslo124!");
    await form.getByRole("checkbox", { name: /Souhlasím s obchodními podmínkami/ }).check();
    await form.getByRole("button", { name: "Zaregistrovat se" }).click();

    await expect(form.getByText("Nepodařilo se vám heslo napsat 2× správně.")).toBeVisible();
    await expect(form.getByLabel("Jméno")).toHaveValue("Petra");
  });
});

test("register, get logged in, activate the account from the mailed link", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("registrace");
  await page.goto("/registrovat");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Registrace" })).toBeVisible();
  const form = page.getByRole("main");
  await form.getByLabel("Jméno").fill("Petra");
  await form.getByLabel("Příjmení").fill("Dvořáková");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Heslo", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Heslo znovu").fill(PASSWORD);
  await form.getByRole("checkbox", { name: /Souhlasím s obchodními podmínkami/ }).check();
  await form.getByRole("button", { name: "Zaregistrovat se" }).click();

  await expect(notifications(page)).toContainText("Vítejte, Petra! Registrace proběhla úspěšně");
  await expect(header(page).getByRole("link", { name: "Petra" })).toBeVisible();

  await page.goto(onShop(await mailedLink(request, email, "account")));
  await expect(page.getByRole("heading", { name: "Potvrzení e-mailu" })).toBeVisible();
  await page.getByRole("button", { name: "Potvrdit e-mail" }).click();
  await expect(notifications(page)).toContainText("Děkujeme, váš účet je aktivovaný.");
});

test("a forgotten password is reset through the mailed link, then the shopper is logged in", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await registeredCustomer(request, "zapomnel");
  await page.goto("/prihlasit");
  await page.getByRole("link", { name: "Zapomenuté heslo?" }).click();
  await expect(page).toHaveURL(/\/zapomenute-heslo$/);
  await interactive(page, javaScriptEnabled);
  await page.getByRole("main").getByLabel("E-mail").fill(customer.email);
  await page.getByRole("button", { name: "Poslat odkaz" }).click();
  await expect(page.getByRole("heading", { name: "Zkontrolujte svůj e-mail" })).toBeVisible();

  await page.goto(onShop(await mailedLink(request, customer.email, "reset")));
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Nastavení nového hesla" })).toBeVisible();
  const newPassword = "NoveHeslo456!";
  await page.getByLabel("Nové heslo", { exact: true }).fill(newPassword);
  await page.getByLabel("Nové heslo znovu").fill(newPassword);
  await page.getByRole("button", { name: "Uložit nové heslo" }).click();
  await expect(notifications(page)).toContainText("Heslo jsme změnili a jste přihlášeni.");
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();

  await page.goto("/prihlasit");
  await page.getByRole("main").getByRole("button", { name: "Odhlásit se" }).click();
  await expect(notifications(page)).toContainText("Odhlášení proběhlo úspěšně.");
  await logIn(page, { email: customer.email, password: newPassword });
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně.");
});
