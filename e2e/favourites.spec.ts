import type { APIRequestContext, Page } from "@playwright/test";

import { STORE_URL, expect, interactive, test, seriousViolations } from "./fixtures.ts";
import { PASSWORD, accessToken, logIn, registeredCustomer } from "./store-api.ts";

const main = (page: Page) => page.getByRole("main");
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
const heartOf = (page: Page, name: string) =>
  main(page).getByRole("button", { name: `Oblíbené: ${name}`, exact: true });

/** The seeded customer with a wish list (read-only: journeys only look at it). */
const MARIE = { email: "marie.svobodova@example.cz", password: PASSWORD };

/** Puts variants on a customer's wish list through the store, as an earlier visit would. */
async function wish(request: APIRequestContext, email: string, variantIds: Array<number>) {
  const token = await accessToken(request, email);
  for (const id of variantIds) {
    const added = await request.post(
      `${STORE_URL}/api/v1/user/shopping-lists/code/wishlist/items`,
      {
        data: { id, amount: 1 },
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(added.ok()).toBe(true);
  }
}

/**
 * A guest's heart is answered with "log in first": with JavaScript in the box, with the
 * login link that completes the wish; without it on the login page itself.
 */
async function followLoginRequest(page: Page, javaScriptEnabled: boolean, name: string) {
  if (!javaScriptEnabled) {
    await expect(notifications(page)).toContainText("Nejprve se prosím přihlaste.");
    return;
  }
  const box = main(page)
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(box.getByRole("status")).toContainText("Nejprve se prosím přihlaste.");
  await box.getByRole("link", { name: "Přihlásit se" }).click();
}

test("a guest's heart asks for a login, which puts the product in the favourites", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await registeredCustomer(request, "oblibene-host");
  await page.goto("/vibratory");
  await interactive(page, javaScriptEnabled);
  const heart = heartOf(page, "Vibrátor Lumi Mini");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await followLoginRequest(page, javaScriptEnabled, "Vibrátor Lumi Mini");
  await expect(page).toHaveURL(/\/prihlasit\?/);
  await expect(
    main(page).getByText("Po přihlášení produkt uložíme do vašich oblíbených."),
  ).toBeVisible();
  await main(page).getByLabel("E-mail").fill(customer.email);
  await main(page).getByLabel("Heslo").fill(customer.password);
  await main(page).getByRole("button", { name: "Přihlásit se" }).click();

  await expect(page).toHaveURL(/\/vibratory$/);
  await expect(notifications(page)).toContainText("Produkt byl přidán do oblíbených");
  await expect(heartOf(page, "Vibrátor Lumi Mini")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("banner").getByRole("link", { name: /Oblíbené/ })).toContainText("1");

  await page.goto("/uzivatel/oblibene");
  await expect(page.getByRole("heading", { level: 1, name: "Oblíbené" })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: /^Vibrátor Lumi Mini/ })).toBeVisible();
});

test("the product page's heart takes a wish off again", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await registeredCustomer(request, "oblibene-pryc");
  // Petal has one variant: 10071.
  await wish(request, customer.email, [10071]);
  await logIn(page, customer, "?redirectTo=%2Fprodukt%2Fstimulator-klitorisu-petal");
  await expect(page).toHaveURL(/\/produkt\/stimulator-klitorisu-petal$/);
  await interactive(page, javaScriptEnabled);

  await main(page).getByRole("button", { name: "Odebrat z oblíbených" }).click();
  await expect(notifications(page)).toContainText("Produkt byl odebrán z oblíbených");
  await expect(main(page).getByRole("button", { name: "Přidat do oblíbených" })).toBeVisible();

  await page.goto("/uzivatel/oblibene");
  await expect(main(page).getByText("Zatím tu nic nemáte.")).toBeVisible();
});

test("every available favourite goes to the cart at once", async ({ page, request }) => {
  const customer = await registeredCustomer(request, "oblibene-kosik");
  // Petal and the Duo ring, both in stock.
  await wish(request, customer.email, [10071, 10311]);
  await logIn(page, customer, "?redirectTo=%2Fuzivatel%2Foblibene");
  await expect(page).toHaveURL(/\/uzivatel\/oblibene$/);
  await expect(main(page).getByText("Do košíku vložíme 2 dostupné produkty.")).toBeVisible();

  await main(page).getByRole("button", { name: "Vložit vše dostupné do košíku" }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(notifications(page)).toContainText(
    "Do košíku jsme vložili: Stimulátor klitorisu Petal, Vibrační kroužek Duo.",
  );
  await expect(
    main(page).getByRole("link", { name: "Vibrační kroužek Duo" }).first(),
  ).toBeVisible();
});

test("a watch made while logged in is listed with the favourites and can be ended", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, "hlidani");
  // The XL condoms, sold out (the product page's watch journey sells them out too).
  const sold = await request.put(`${STORE_URL}/__sandbox/variants/10211/stock`, {
    data: { stock: 0 },
  });
  expect(sold.ok()).toBe(true);
  await logIn(page, customer, "?redirectTo=%2Fprodukt%2Fkondomy-xl-comfort-10-ks");
  await expect(page).toHaveURL(/\/produkt\/kondomy-xl-comfort-10-ks$/);
  const watch = page.getByRole("region", { name: "Hlídat dostupnost" });
  // The customer's own address, filled in.
  await expect(watch.getByLabel("Váš e-mail")).toHaveValue(customer.email);
  await watch.getByRole("button", { name: "Hlídat dostupnost" }).click();
  await expect(notifications(page)).toContainText(`na adresu ${customer.email} vám dáme vědět`);

  await page.goto("/uzivatel/oblibene");
  const watches = main(page).getByRole("region", { name: "Hlídání dostupnosti" });
  await expect(watches.getByRole("link", { name: "Kondomy XL Comfort 10 ks" })).toBeVisible();
  await watches.getByRole("button", { name: "Zrušit hlídání: Kondomy XL Comfort 10 ks" }).click();
  await expect(notifications(page)).toContainText("Hlídání dostupnosti jsme zrušili.");
  await expect(watches.getByText("Nehlídáte žádný produkt.")).toBeVisible();
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  // One page per test: an axe scan of a full listing takes a good part of a test's time.
  test("the favourites page has no serious or critical violations", async ({ page }) => {
    await logIn(page, MARIE, "?redirectTo=%2Fuzivatel%2Foblibene");
    await expect(page).toHaveURL(/\/uzivatel\/oblibene$/);
    await expect(
      main(page).getByRole("heading", { name: /Stimulátor klitorisu Petal/ }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a listing with a customer's hearts has no serious or critical violations", async ({
    page,
  }) => {
    await logIn(page, MARIE, "?redirectTo=%2Fvibratory");
    await expect(page).toHaveURL(/\/vibratory$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
