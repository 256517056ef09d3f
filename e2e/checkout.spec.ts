import type { Page } from "@playwright/test";

import {
  courierAnd,
  fillDetails,
  placeOrder,
  toMethodsStep,
  WASH_GEL,
  WASH_GEL_NAME,
  choose,
  ordersMailedTo,
} from "./checkout-steps.ts";
import { STORE_URL, expect, interactive, test } from "./fixtures.ts";
import { PASSWORD, logIn, uniqueEmail } from "./store-api.ts";

const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });

// Every journey here buys; the product must not run out before the last one.
test.beforeAll(async ({ request }) => {
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
});

test.describe("card payments", () => {
  // The gateway's own page has no favicon; the browser logs the 404.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a guest buys by courier and pays by card at the gateway", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail("karta");
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Platba kartou/);
    await fillDetails(page, { email });
    await placeOrder(page);

    await expect(page.getByRole("heading", { name: /^Platba objednávky / })).toBeVisible();
    await page.getByRole("button", { name: "Zaplatit", exact: true }).click();
    await expect(page).toHaveURL(/\/kosik\/dokonceni/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
    ).toBeVisible();
    await expect(notifications(page)).toContainText("Platba proběhla úspěšně. Děkujeme.");
    await expect(page.getByText(/^Číslo objednávky: \S+/)).toBeVisible();
    await expect(page.getByText(WASH_GEL_NAME)).toBeVisible();
    await expect(page.getByRole("link", { name: /Košík/ })).not.toContainText("kus");
    expect(await ordersMailedTo(request, email)).toBe(1);
  });

  test("a cancelled card payment can be paid again", async ({ page, javaScriptEnabled }) => {
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Platba kartou/);
    await fillDetails(page, { email: uniqueEmail("zruseno") });
    await placeOrder(page);

    await page.getByRole("button", { name: "Zrušit platbu" }).click();
    await expect(notifications(page)).toContainText(
      "Platba byla zrušena. Objednávku můžete zaplatit znovu.",
    );
    await interactive(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Zaplatit znovu" }).click();
    await page.getByRole("button", { name: "Zaplatit", exact: true }).click();
    await expect(notifications(page)).toContainText("Platba proběhla úspěšně. Děkujeme.");
  });
});

test("a pickup point with bank transfer shows the QR Platba code", async ({
  page,
  javaScriptEnabled,
}) => {
  await toMethodsStep(page, javaScriptEnabled);
  await choose(page, javaScriptEnabled, "Způsob dopravy", /Zásilkovna/, "Zvolit dopravu");
  const points = page.getByRole("region", { name: "Výdejní místo" });
  await points.getByLabel("Město, PSČ nebo název výdejního místa").fill("Praha");
  await points.getByRole("button", { name: "Hledat" }).click();
  await choose(page, javaScriptEnabled, "Výdejní místo", /Praha/, "Vybrat výdejní místo");
  await expect(points.getByText(/^Vybrané výdejní místo: /)).toBeVisible();
  await choose(page, javaScriptEnabled, "Způsob platby", /Bankovní převod/, "Zvolit platbu");
  await page.reload();
  await expect(points.getByText(/^Vybrané výdejní místo: /)).toBeVisible();
  await page.getByRole("link", { name: "Pokračovat", exact: true }).click();
  await interactive(page, javaScriptEnabled);

  await fillDetails(page, { email: uniqueEmail("prevod"), address: false });
  await placeOrder(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
  ).toBeVisible();
  const transfer = page.getByRole("region", { name: "Platba bankovním převodem" });
  await expect(transfer.getByText("Variabilní symbol", { exact: true })).toBeVisible();
  await expect(transfer.getByRole("img", { name: /^QR Platba: / })).toBeVisible();
});

test("a business buyer fills the company from ARES by IČO", async ({ page, javaScriptEnabled }) => {
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email: uniqueEmail("firma") });
  const form = page.getByRole("main");
  await form.getByRole("checkbox", { name: "Nakupuji na firmu" }).check();
  await form.getByLabel("IČO").fill("27074358");
  await form.getByRole("button", { name: "Načíst z ARES" }).click();
  await expect(page.getByText("Údaje firmy jsme doplnili z ARES.")).toBeVisible();
  await expect(form.getByLabel("Název firmy")).not.toHaveValue("");
  await expect(form.getByLabel("E-mail", { exact: true })).not.toHaveValue("");

  await placeOrder(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
  ).toBeVisible();
});

test("a double click and a refresh after placing still make one order", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("jedna");
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email });
  await page.getByRole("button", { name: "Objednat s povinností platby" }).dblclick();
  await expect(
    page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
  ).toBeVisible();
  await page.goBack();
  await expect.poll(() => ordersMailedTo(request, email)).toBe(1);
});

test.describe("refusals", () => {
  // The browser logs a refused form's status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

  test("invalid fields get the spec's Czech messages and keep the input", async ({
    page,
    javaScriptEnabled,
  }) => {
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    await fillDetails(page, { email: uniqueEmail("chyby") });
    const form = page.getByRole("main");
    const delivery = form.getByRole("group", { name: "Dodací adresa" });
    await form.getByLabel("Telefon", { exact: true }).fill("12");
    await delivery.getByLabel("PSČ", { exact: true }).fill("6020");
    await form.getByLabel("Jméno a příjmení", { exact: true }).fill("Eva");
    await placeOrder(page);

    await expect(form.getByText("Nezadali jste správně telefonní číslo")).toBeVisible();
    await expect(form.getByText("PSČ musí obsahovat 5 čísel")).toBeVisible();
    await expect(form.getByText("Nezadali jste celé jméno")).toBeVisible();
    await expect(delivery.getByLabel("PSČ", { exact: true })).toHaveValue("6020");
    await expect(delivery.getByLabel("Město", { exact: true })).toHaveValue("Brno");
  });

  test("a buyer under 18 is refused", async ({ page, javaScriptEnabled }) => {
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    const seventeen = new Date();
    seventeen.setFullYear(seventeen.getFullYear() - 17);
    await fillDetails(page, {
      email: uniqueEmail("mlady"),
      dateOfBirth: seventeen.toISOString().slice(0, 10),
    });
    await placeOrder(page);
    await expect(
      page.getByText("Nákup je možný až od 18 let. Zboží prodáváme pouze dospělým."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);
  });

  test("a step reached too early sends the shopper back", async ({ page }) => {
    await page.goto("/kosik/dodaci-udaje");
    await expect(page).toHaveURL(/\/kosik$/);
  });
});

test("a buyer registers during checkout and can log in afterwards", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("ucet");
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email });
  const form = page.getByRole("main");
  await form.getByRole("checkbox", { name: "Chci si zároveň vytvořit účet" }).check();
  await form.getByLabel("Heslo", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Heslo znovu").fill(PASSWORD);
  await placeOrder(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
  ).toBeVisible();

  await page.context().clearCookies({ name: "shop_auth_token" });
  await logIn(page, { email, password: PASSWORD });
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně. Vítejte, Eva!");
});

test("the evening courier's chosen time slot is shown back wherever the order is", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("vecer");
  await toMethodsStep(page, javaScriptEnabled);
  await choose(page, javaScriptEnabled, "Způsob dopravy", /Večerní doručení/, "Zvolit dopravu");
  const slotRadio = page
    .getByRole("region", { name: "Čas doručení" })
    .getByRole("radio", { name: /20:00–22:00/ })
    .last();
  // "středa 3. 12., 20:00–22:00": the last evening slot offered.
  const slot = (
    await slotRadio.evaluate((radio) => radio.closest("label")?.textContent ?? "")
  ).trim();
  await choose(
    page,
    javaScriptEnabled,
    "Čas doručení",
    new RegExp(`^${slot}$`),
    "Zvolit čas doručení",
  );
  await choose(page, javaScriptEnabled, "Způsob platby", /Bankovní převod/, "Zvolit platbu");
  await page.getByRole("link", { name: "Pokračovat", exact: true }).click();
  await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);
  await interactive(page, javaScriptEnabled);
  await expect(page.getByText(`Čas doručení: ${slot}`)).toBeVisible();

  await fillDetails(page, { email });
  await placeOrder(page);
  await expect(page.getByText(`Čas doručení: ${slot}`)).toBeVisible();
  await expect(page.getByText(/^Předpokládané doručení/)).toHaveCount(0);
  const code = (await page.getByText(/^Číslo objednávky: \S+/).textContent())?.split(": ")[1];

  await page.goto(`/stav-objednavky?kod=${code}&email=${encodeURIComponent(email)}`);
  const status = page.getByRole("region", { name: `Objednávka ${code}` });
  await expect(status.getByRole("definition").filter({ hasText: slot })).toBeVisible();
});

test("a courier that does not take the chosen payment clears it and says so", async ({
  page,
  javaScriptEnabled,
}) => {
  await toMethodsStep(page, javaScriptEnabled);
  await choose(page, javaScriptEnabled, "Způsob dopravy", /PPL/, "Zvolit dopravu");
  await choose(page, javaScriptEnabled, "Způsob platby", /Dobírka/, "Zvolit platbu");
  await choose(page, javaScriptEnabled, "Způsob dopravy", /Večerní doručení/, "Zvolit dopravu");
  await expect(notifications(page)).toContainText(
    "Dobírka s dopravou Večerní doručení kurýrem (Praha, Brno) nejde, volbu platby jsme proto zrušili. Vyberte prosím jinou.",
  );
  await expect(
    page.getByRole("region", { name: "Způsob platby" }).getByRole("radio", { checked: true }),
  ).toHaveCount(0);
});
