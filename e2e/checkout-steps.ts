import type { APIRequestContext, Page } from "@playwright/test";

import { STORE_URL, expect, interactive } from "./fixtures.ts";

/** Intimní mycí gel Fresh 200 ml, 179 Kč: two make 358 Kč, above the minimum order. */
export const WASH_GEL = 10361;
export const WASH_GEL_NAME = "Intimní mycí gel Fresh 200 ml";

/**
 * "Změnit" of a section of the shipping-and-payment step, shown once its choice is made: a
 * button with JavaScript, a link to the step with the options open without it. Another
 * language's shop names it in its own words (`change`).
 */
export function changeControl(
  page: Page,
  javaScriptEnabled: boolean,
  section: string,
  change = /^Změnit/,
) {
  return page
    .getByRole("region", { name: section })
    .getByRole(javaScriptEnabled ? "button" : "link", { name: change });
}

/**
 * Picks an option of a section of the shipping-and-payment step: with JavaScript a choice
 * applies on its own, without it the section's button sends it. A choice made earlier is
 * shown as its line, so "Změnit" opens the options first; the new one folds to its line.
 */
export async function choose(
  page: Page,
  javaScriptEnabled: boolean,
  section: string,
  option: RegExp,
  button: string,
  changeName?: RegExp,
) {
  const region = page.getByRole("region", { name: section });
  const change = changeControl(page, javaScriptEnabled, section, changeName);
  if (await change.isVisible()) await change.click();
  const radio = region.getByRole("radio", { name: option }).first();
  // With JavaScript a checked option is sent at once: wait for the store's answer.
  const stored = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.status() < 400,
  );
  // A click, not `check()`: with JavaScript the options fold away once the choice is
  // stored, which may be before a check could see the radio checked.
  await radio.click();
  if (!javaScriptEnabled) await region.getByRole("button", { name: button }).click();
  await stored;
  await expect(change).toBeVisible();
  await expect(region.getByText(option).first()).toBeVisible();
}

export async function toMethodsStep(page: Page, javaScriptEnabled: boolean) {
  await page.goto(`/kosik?addToCart=${WASH_GEL}:2`);
  await page.getByRole("link", { name: "Pokračovat k objednávce" }).click();
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
  await expect(page.getByRole("heading", { level: 1, name: "Doprava a platba" })).toBeVisible();
  await interactive(page, javaScriptEnabled);
}

export async function courierAnd(page: Page, javaScriptEnabled: boolean, payment: RegExp) {
  await choose(page, javaScriptEnabled, "Způsob dopravy", /PPL/, "Zvolit dopravu");
  await choose(page, javaScriptEnabled, "Způsob platby", payment, "Zvolit platbu");
  await toDetailsStep(page, javaScriptEnabled);
}

/**
 * From the shipping-and-payment step with every choice made on to the delivery details. The
 * address changes before a client navigation has rendered the next step (it waits for the
 * step's code and texts): the step's heading says it is there.
 */
export async function toDetailsStep(page: Page, javaScriptEnabled: boolean) {
  await page.getByRole("link", { name: "Pokračovat", exact: true }).click();
  await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dodací údaje" })).toBeVisible();
  await interactive(page, javaScriptEnabled);
}

export type Buyer = { email: string; dateOfBirth?: string; address?: boolean };

export async function fillDetails(
  page: Page,
  { email, dateOfBirth = "1990-05-01", address = true }: Buyer,
) {
  const form = page.getByRole("main");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Jméno a příjmení", { exact: true }).fill("Eva Malá");
  await form.getByLabel("Telefon", { exact: true }).fill("+420 601 234 567");
  await form.getByLabel("Datum narození").fill(dateOfBirth);
  if (address) {
    const delivery = form.getByRole("group", { name: "Dodací adresa" });
    await delivery.getByLabel("Ulice", { exact: true }).fill("Husova");
    await delivery.getByLabel("Číslo popisné", { exact: true }).fill("5");
    await delivery.getByLabel("Město", { exact: true }).fill("Brno");
    await delivery.getByLabel("PSČ", { exact: true }).fill("60200");
  }
  await form.getByRole("checkbox", { name: "Souhlasím s obchodními podmínkami" }).check();
  await form
    .getByRole("checkbox", { name: "Souhlasím se zásadami zpracování osobních údajů" })
    .check();
}

export const placeOrder = (page: Page) =>
  page.getByRole("button", { name: "Objednat s povinností platby" }).click();

/** Orders placed for an address, counted by the store's confirmation mails. */
export async function ordersMailedTo(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get(`${STORE_URL}/__sandbox/outbox`, { params: { to: email } });
  const { data } = (await answer.json()) as { data: Array<{ kind: string }> };
  return data.filter((mail) => mail.kind === "order").length;
}

export const finishedHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" });
