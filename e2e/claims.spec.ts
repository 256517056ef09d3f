import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import type { APIRequestContext, Page } from "@playwright/test";

import { WASH_GEL } from "./checkout-steps.ts";
import { STORE_URL, expect, interactive, seriousViolations, test } from "./fixtures.ts";
import { PASSWORD, logIn, placedOrder } from "./store-api.ts";

// A wrong code and e-mail pair answers 404, a refused form 400 or 422: the browser logs
// either as a failed load.
test.use({ allowedConsoleErrors: [/status of 4(00|04|22)/] });

/** The seeded customer with a recently delivered order and one delivered two months ago. */
const CUSTOMER = { email: "tereza.kralova@example.cz", password: PASSWORD };
const PHOTO = fileURLToPath(new URL("fixtures/vada.jpg", import.meta.url));

const main = (page: Page) => page.getByRole("main");

async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
}

/** A delivered order placed and shipped through the store's API: its code and e-mail. */
async function deliveredOrder(request: APIRequestContext) {
  const { code, email } = await placedOrder(request, {
    prefix: "vraceni",
    variantId: WASH_GEL,
    amount: 2,
    shipped: true,
    stock: 1000,
  });
  return { code, email };
}

/** The subject of the newest mail of a kind sent to an address. */
async function mailedSubject(request: APIRequestContext, to: string, kind: string) {
  let subject = "";
  await expect
    .poll(async () => {
      const answer = await request.get(`${STORE_URL}/__sandbox/outbox`, { params: { to } });
      const { data } = (await answer.json()) as { data: Array<{ kind: string; subject: string }> };
      subject = data.find((mail) => mail.kind === kind)?.subject ?? "";
      return subject;
    })
    .not.toBe("");
  return subject;
}

test("a customer files a complaint with a photo and gets its number by mail", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await logIn(page, CUSTOMER);
  await expect(page.getByRole("button", { name: "Odhlásit" }).first()).toBeAttached();
  await page.goto("/reklamace");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Reklamace" })).toBeVisible();
  // Newest first, and chosen.
  await expect(main(page).getByRole("radio").first()).toBeChecked();
  await axeClean(page, javaScriptEnabled);
  await main(page).getByRole("button", { name: "Pokračovat" }).click();

  await main(page)
    .getByLabel(/^Počet kusů:/)
    .first()
    .fill("1");
  await main(page)
    .getByLabel("Popis vady")
    .fill("Po týdnu používání přestal vibrátor reagovat na tlačítko.");
  // As large as a phone's photo: past the 100 kB a JSON body usually may be.
  await main(page)
    .getByLabel("Fotografie vady")
    .setInputFiles({
      name: "vada.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.concat([await readFile(PHOTO), Buffer.alloc(400 * 1024, 7)]),
    });
  await main(page)
    .getByLabel(/^Souhlasím s reklamačním řádem/)
    .check();
  await axeClean(page, javaScriptEnabled);
  await main(page).getByRole("button", { name: "Odeslat reklamaci" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Reklamace přijata" })).toBeVisible();
  const number = (await main(page).locator(".claim-number strong").textContent()) ?? "";
  expect(number).toMatch(/^RK-\d{4}-\d{6}$/);
  await axeClean(page, javaScriptEnabled);
  await page.reload();
  await expect(main(page).getByText(number)).toBeVisible();
  expect(await mailedSubject(request, CUSTOMER.email, "complaint")).toContain(number);
});

test("a guest returns goods by order code and e-mail", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const order = await deliveredOrder(request);
  await page.goto("/vraceni-zbozi");
  await interactive(page, javaScriptEnabled);
  await main(page).getByLabel("Číslo objednávky").fill(order.code);
  await main(page).getByLabel("E-mail").fill("nekdo-jiny@example.cz");
  await main(page).getByRole("button", { name: "Pokračovat" }).click();
  await expect(
    main(page).getByText("Objednávku s tímto číslem a e-mailem jsme nenašli."),
  ).toBeVisible();
  await expect(main(page).getByLabel("Číslo objednávky")).toHaveValue(order.code);

  await main(page).getByLabel("E-mail").fill(order.email);
  await main(page).getByRole("button", { name: "Pokračovat" }).click();
  await main(page)
    .getByLabel(/^Počet kusů:/)
    .first()
    .fill("2");
  await main(page).getByLabel("Důvod vrácení").selectOption({ label: "Rozmyslel(a) jsem si to" });
  // A mistyped account is refused, everything typed stays.
  await main(page).getByLabel("Číslo účtu pro vrácení peněz").fill("19-2000145398/0800");
  await main(page)
    .getByLabel(/^Souhlasím s podmínkami vrácení/)
    .check();
  await main(page).getByRole("button", { name: "Odeslat vrácení zboží" }).click();
  await expect(
    main(page).getByText("Toto číslo účtu neexistuje, zkontrolujte ho prosím"),
  ).toBeVisible();
  await expect(
    main(page)
      .getByLabel(/^Počet kusů:/)
      .first(),
  ).toHaveValue("2");
  await axeClean(page, javaScriptEnabled);

  await main(page).getByLabel("Číslo účtu pro vrácení peněz").fill("CZ65 0800 0000 1920 0014 5399");
  await main(page).getByRole("button", { name: "Odeslat vrácení zboží" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Vrácení zboží přijato" }),
  ).toBeVisible();
  await expect(main(page).getByText(/^VR-\d{4}-\d{6}$/)).toBeVisible();
  expect(await mailedSubject(request, order.email, "return")).toMatch(/^Vrácení zboží VR-/);
});

test("goods delivered more than 30 days ago cannot be returned", async ({
  page,
  javaScriptEnabled,
}) => {
  await logIn(page, CUSTOMER);
  await expect(page.getByRole("button", { name: "Odhlásit" }).first()).toBeAttached();
  await page.goto("/vraceni-zbozi");
  await interactive(page, javaScriptEnabled);
  await main(page).getByRole("radio").last().check();
  await main(page).getByRole("button", { name: "Pokračovat" }).click();
  await expect(
    main(page).getByText("Lhůta 30 dní pro vrácení zboží u této objednávky už uplynula."),
  ).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Odeslat vrácení zboží" })).toHaveCount(0);
  await expect(
    main(page).getByRole("link", { name: "Reklamovat zboží z této objednávky" }),
  ).toBeVisible();
  await axeClean(page, javaScriptEnabled);

  // The account tells the same order as delivered, not as still shipped.
  const summary = main(page).getByText(/^Objednávka \d+, doručena /);
  const code = /\d+/.exec((await summary.textContent()) ?? "")?.[0];
  await page.goto(`/uzivatel/objednavky/${code}`);
  await expect(main(page).getByText("Doručená", { exact: true })).toBeVisible();
  await expect(main(page).getByText("Doručeno", { exact: true })).toBeVisible();
  await expect(main(page).getByText("Odeslaná", { exact: true })).toHaveCount(0);
});
