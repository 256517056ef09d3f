import { courierAnd, fillDetails, placeOrder, toMethodsStep } from "./checkout-steps.ts";
import { expect, interactive, test } from "./fixtures.ts";
import { logInThroughForm, mailedLink, registeredCustomer } from "./store-api.ts";
import { startStorefront, type StorefrontInstance } from "./storefront-instance.ts";

/*
 * The logs of a whole shopper's visit, at debug level, hold none of what the shopper typed
 * or was given in secret: e-mail, passwords, the reset link's token, the cookies' values.
 * The shop runs as its own process here so that its output can be read.
 */

const PORT = 3150;
const WRONG_PASSWORD = "Spatne-Heslo-987";
const NEW_PASSWORD = "NoveHeslo-654!";

let shop: StorefrontInstance;

test.use({
  baseURL: `http://127.0.0.1:${PORT}`,
  // The browser logs the refused login's status as a failed resource load.
  allowedConsoleErrors: [/status of 40[01]/],
});

test.beforeAll(async () => {
  shop = await startStorefront({ port: PORT, env: { LOG_LEVEL: "debug" } });
});

test.afterAll(async () => {
  await shop.stop();
});

test("a log of login, order, password reset and logout names no e-mail, password, token or cookie", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await registeredCustomer(request, "deniky");
  const notifications = page.getByRole("region", { name: "Oznámení" });

  await logInThroughForm(page, { email: customer.email, password: WRONG_PASSWORD });
  await expect(page.getByText("Nesprávný e-mail nebo heslo")).toBeVisible();
  await logInThroughForm(page, customer);
  await expect(notifications).toContainText("Přihlášení proběhlo úspěšně.");

  await toMethodsStep(page, true);
  await courierAnd(page, true, /Bankovní převod/);
  await fillDetails(page, { email: customer.email });
  await placeOrder(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
  ).toBeVisible();
  const cookies = await context.cookies();

  await page.goto("/prihlasit");
  await page.getByRole("main").getByRole("button", { name: "Odhlásit se" }).click();
  await expect(notifications).toContainText("Odhlášení proběhlo úspěšně.");

  await page.goto("/zapomenute-heslo");
  await interactive(page, true);
  await page.getByRole("main").getByLabel("E-mail").fill(customer.email);
  await page.getByRole("button", { name: "Poslat odkaz" }).click();
  await expect(page.getByRole("heading", { name: "Zkontrolujte svůj e-mail" })).toBeVisible();
  const resetLink = new URL(await mailedLink(request, customer.email, "reset"));
  await page.goto(`${resetLink.pathname}${resetLink.search}`);
  await interactive(page, true);
  await page.getByLabel("Nové heslo", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Nové heslo znovu").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Uložit nové heslo" }).click();
  await expect(notifications).toContainText("Heslo jsme změnili a jste přihlášeni.");

  const log = shop.output();
  // The log is there to be read: one access line per request, the journey's pages among them.
  expect(log).toMatch(
    /"path":"\/kosik\/dodaci-udaje(\.data)?","route":"routes\/kosik_\.dodaci-udaje"/,
  );
  expect(log).toMatch(/"path":"\/zapomenute-heslo(\.data)?","route":"routes\/zapomenute-heslo"/);

  const secrets = [
    customer.email,
    customer.password,
    WRONG_PASSWORD,
    NEW_PASSWORD,
    ...[...resetLink.searchParams.values()].filter((value) => value.length >= 8),
    ...[...cookies, ...(await context.cookies())]
      .map((cookie) => cookie.value)
      .filter((value) => value.length >= 8),
  ];
  for (const secret of new Set(secrets)) {
    expect(log, "a secret in the log").not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(secret));
  }
  expect(log, "no e-mail address at all").not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
});
