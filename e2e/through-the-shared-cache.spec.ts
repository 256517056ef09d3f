import type { Page } from "@playwright/test";

import { expect, expectAddedToCart, interactive, test } from "./fixtures.ts";

/**
 * A shopper through nginx's shared cache (decision 063), with JavaScript on and off: every
 * page of theirs works as straight from the storefront (the fixture fails a journey on any
 * CSP violation, so a stored page's scripts run under its fresh nonce), and what is theirs
 * never reaches the next anonymous visitor.
 */

test.use({ ageConfirmed: false });

const PRODUCT = "Lubrikační gel Aqua 100 ml";
const PASSWORD = "Heslo-pro-cache-123";

test("age notice, cookie bar and a cart through the cache; the next visitor gets none of it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  await page.goto("/vibratory");
  const notice = page.getByRole("dialog", { name: "Jen pro dospělé" });
  await notice.getByRole("button", { name: "Je mi 18 let, vstoupit" }).click();
  await expect(notice).toBeHidden();
  await page
    .getByRole("region", { name: "Souhlas s cookies" })
    .getByRole("button", { name: "Jen nezbytné" })
    .click();
  await expect(page.getByRole("region", { name: "Souhlas s cookies" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Jen pro dospělé" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Souhlas s cookies" })).toHaveCount(0);

  await page.goto("/produkt/lubrikacni-gel-aqua-100-ml");
  await expect(page.getByText(/^Skladem \(5 a více ks\)$/)).toBeVisible();
  await interactive(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();
  await expectAddedToCart(page, javaScriptEnabled, PRODUCT);
  await page.goto("/vibratory");
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");

  const next = await browser.newPage();
  await next.goto("/vibratory");
  await expect(next.getByRole("dialog", { name: "Jen pro dospělé" })).toBeVisible();
  await expect(next.getByRole("link", { name: /Košík/ })).not.toContainText("kus");
  await next.close();
});

test("a customer signs in through the cache and sees their name; the next visitor does not", async ({
  page,
  browser,
  request,
}) => {
  const email = `pres-cache-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
  const registered = await request.post(`${process.env.STORE_URL}/api/v1/register`, {
    data: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      firstName: "Vendula",
      lastName: "Skladová",
    },
  });
  expect(registered.ok()).toBe(true);
  await page
    .context()
    .addCookies([{ name: "shop_age_confirmed", value: "1", url: process.env.SHOP_URL ?? "" }]);

  await page.goto("/prihlasit");
  const form = page.getByRole("main");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Heslo").fill(PASSWORD);
  await form.getByRole("button", { name: "Přihlásit se" }).click();
  await expect(page).not.toHaveURL(/\/prihlasit/);
  await page.goto("/vibratory");
  await expect(page.getByRole("banner")).toContainText("Vendula");

  const next = await browser.newPage();
  await next.goto("/vibratory");
  await expect(next.getByRole("banner")).not.toContainText("Vendula");
  await next.close();
});

/** Two product pages from the cache, the first until interactive; answers the second's shelf. */
async function visitTwoProducts(page: Page, javaScriptEnabled: boolean) {
  await page
    .context()
    .addCookies([{ name: "shop_age_confirmed", value: "1", url: process.env.SHOP_URL ?? "" }]);
  await page.goto("/produkt/lubrikacni-gel-aqua-100-ml");
  await interactive(page, javaScriptEnabled);
  const second = await page.goto("/produkt/vibrator-rabbit-duo");
  // Both pages came from the cache: the visit wrote no cookie that would take them off it.
  expect(second?.headers()["x-cache-status"]).toMatch(/^(HIT|MISS|EXPIRED|UPDATING|STALE)$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    "shop_last_visited",
  );
  return page.getByRole("region", { name: "Naposledy prohlížené" });
}

test.describe("with JavaScript", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- the browser remembers the visits
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the browser's list needs JavaScript");

  test("an anonymous shopper's visited products follow them from cached page to cached page", async ({
    page,
  }) => {
    const shelf = await visitTwoProducts(page, true);
    await expect(shelf.getByRole("link", { name: /Lubrikační gel Aqua 100 ml/ })).not.toHaveCount(
      0,
    );
    await expect(shelf.getByRole("link", { name: /Vibrátor Rabbit Duo/ })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- the other project's journey above
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the browser's list is checked above");

  test("a cached product page shows no visits and stays shared", async ({ page }) => {
    const shelf = await visitTwoProducts(page, false);
    await expect(
      page.getByRole("heading", { level: 1, name: "Vibrátor Rabbit Duo" }),
    ).toBeVisible();
    await expect(shelf).toHaveCount(0);
  });
});
