import type { APIRequestContext, Page } from "@playwright/test";

import {
  courierAnd,
  fillDetails,
  finishedHeading,
  placeOrder,
  toMethodsStep,
  WASH_GEL,
} from "./checkout-steps.ts";
import { STORE_URL, expect, seriousViolations, test } from "./fixtures.ts";
import { PASSWORD, accessToken, logIn, registeredCustomer, uniqueEmail } from "./store-api.ts";

const PHONE = "+420 601 234 567";
const header = (page: Page) => page.getByRole("banner");
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
const form = (page: Page) => page.getByRole("main");
const delivery = (page: Page) => form(page).getByRole("group", { name: "Dodací adresa" });

// Every journey here buys; the product must not run out before the last one.
test.beforeAll(async ({ request }) => {
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
});

/** A customer of their own with a phone in the profile, logged in through the shop. */
async function loggedInCustomer(page: Page, request: APIRequestContext, prefix: string) {
  const customer = await registeredCustomer(request, prefix);
  const authorization = `Bearer ${await accessToken(request, customer.email)}`;
  const profile = await request.patch(`${STORE_URL}/api/v1/user`, {
    headers: { authorization },
    data: { phone: PHONE },
  });
  expect(profile.ok()).toBe(true);
  await logIn(page, customer);
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně.");
  return { ...customer, authorization };
}

/** The customer's address book as the store keeps it. */
async function savedStreets(request: APIRequestContext, authorization: string) {
  const answer = await request.get(`${STORE_URL}/api/v1/user/addresses`, {
    headers: { authorization },
  });
  const { data } = (await answer.json()) as { data: Array<{ street: string }> };
  return data.map((address) => address.street);
}

/** The rest of the details a profile does not hold: the date of birth and the consents. */
async function agreeAndBeAdult(page: Page) {
  await form(page).getByLabel("Datum narození").fill("1990-05-01");
  await form(page).getByRole("checkbox", { name: "Souhlasím s obchodními podmínkami" }).check();
  await form(page)
    .getByRole("checkbox", { name: "Souhlasím se zásadami zpracování osobních údajů" })
    .check();
}

/**
 * Picks a saved delivery address: with JavaScript it fills the fields at once, without it
 * "Použít adresu" sends the form, which comes back filled in.
 */
async function pickSavedAddress(page: Page, javaScriptEnabled: boolean, address: RegExp) {
  const choice = form(page).getByRole("group", { name: "Uložené dodací adresy" });
  await choice.getByRole("radio", { name: address }).check();
  if (!javaScriptEnabled) await choice.getByRole("button", { name: "Použít adresu" }).click();
}

async function orderCode(page: Page): Promise<string> {
  const text = await page.getByText(/^Číslo objednávky: \S+/).textContent();
  return text?.replace("Číslo objednávky: ", "").trim() ?? "";
}

test("a customer checks out with the details and the address saved in the account", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await loggedInCustomer(page, request, "ulozena-adresa");
  const saved = await request.post(`${STORE_URL}/api/v1/user/addresses`, {
    headers: { authorization: customer.authorization },
    data: {
      type: "delivery",
      name: "Eva Malá",
      companyName: null,
      street: "Husova 5",
      city: "Brno",
      postcode: "602 00",
      country_code: "CZE",
      region: "Jihomoravský kraj",
      phone: null,
    },
  });
  expect(saved.ok()).toBe(true);

  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await expect(form(page).getByLabel("E-mail", { exact: true })).toHaveValue(customer.email);
  await expect(form(page).getByLabel("Jméno a příjmení", { exact: true })).toHaveValue("Eva Malá");
  await expect(form(page).getByLabel("Telefon", { exact: true })).toHaveValue(PHONE);

  await pickSavedAddress(page, javaScriptEnabled, /Husova 5/);
  await expect(delivery(page).getByLabel("Ulice", { exact: true })).toHaveValue("Husova");
  await expect(delivery(page).getByLabel("Číslo popisné", { exact: true })).toHaveValue("5");
  await expect(delivery(page).getByLabel("Město", { exact: true })).toHaveValue("Brno");
  await expect(delivery(page).getByLabel("PSČ", { exact: true })).toHaveValue("602 00");
  // The address is in the book already: nothing to save.
  await expect(
    form(page).getByRole("checkbox", { name: "Uložit adresu do mého účtu" }),
  ).toHaveCount(0);

  await agreeAndBeAdult(page);
  await placeOrder(page);
  await expect(finishedHeading(page)).toBeVisible();
  const code = await orderCode(page);
  await expect(
    page.getByRole("link", { name: "Objednávku najdete ve svém uživatelském účtu" }),
  ).toHaveAttribute("href", `/uzivatel/objednavky/${code}`);
  expect(await savedStreets(request, customer.authorization)).toEqual(["Husova 5"]);
});

test("a customer saves a new address with the order", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await loggedInCustomer(page, request, "nova-adresa");
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email: customer.email });
  await form(page).getByRole("checkbox", { name: "Uložit adresu do mého účtu" }).check();
  await placeOrder(page);
  await expect(finishedHeading(page)).toBeVisible();
  await expect(notifications(page)).not.toContainText("Adresu se nepodařilo uložit do účtu.");
  expect(await savedStreets(request, customer.authorization)).toEqual(["Husova 5"]);
});

test("a guest who registers with the order is logged in afterwards and gets the activation mail", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("registrace-objednavkou");
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email });
  await form(page).getByRole("checkbox", { name: "Chci si zároveň vytvořit účet" }).check();
  await form(page).getByLabel("Heslo", { exact: true }).fill(PASSWORD);
  await form(page).getByLabel("Heslo znovu", { exact: true }).fill(PASSWORD);
  await placeOrder(page);

  await expect(finishedHeading(page)).toBeVisible();
  await expect(notifications(page)).toContainText("Účet byl vytvořen a jste přihlášeni.");
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Odhlásit" })).toBeVisible();
  const code = await orderCode(page);
  await expect(
    page.getByRole("link", { name: "Objednávku najdete ve svém uživatelském účtu" }),
  ).toHaveAttribute("href", `/uzivatel/objednavky/${code}`);

  // The same activation as /registrovat: a link to the shop's activation page.
  const outbox = await request.get(`${STORE_URL}/__sandbox/outbox`, { params: { to: email } });
  const { data: mails } = (await outbox.json()) as { data: Array<{ kind: string; link: string }> };
  const activation = mails.find((mail) => mail.kind === "account");
  expect(new URL(activation?.link ?? "").pathname).toBe("/aktivovat");
});

test("a guest's finished page leads to the order status page with the code filled in", async ({
  page,
  javaScriptEnabled,
}) => {
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email: uniqueEmail("stav-z-dokonceni") });
  await placeOrder(page);
  await expect(finishedHeading(page)).toBeVisible();
  const code = await orderCode(page);
  await page.getByRole("link", { name: "Stav objednávky můžete kdykoli zkontrolovat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stav objednávky" })).toBeVisible();
  await expect(form(page).getByLabel("Číslo objednávky")).toHaveValue(code);
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("the details step with saved addresses has no serious or critical violations", async ({
    page,
    request,
  }) => {
    const customer = await loggedInCustomer(page, request, "pristupnost-adresy");
    const saved = await request.post(`${STORE_URL}/api/v1/user/addresses`, {
      headers: { authorization: customer.authorization },
      data: {
        type: "delivery",
        name: "Eva Malá",
        companyName: null,
        street: "Husova 5",
        city: "Brno",
        postcode: "602 00",
        country_code: "CZE",
        region: null,
        phone: null,
      },
    });
    expect(saved.ok()).toBe(true);
    await toMethodsStep(page, true);
    await courierAnd(page, true, /Bankovní převod/);
    await expect(form(page).getByRole("group", { name: "Uložené dodací adresy" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
