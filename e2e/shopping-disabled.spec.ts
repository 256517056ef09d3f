import type { APIRequestContext, Page } from "@playwright/test";

import { REVALIDATE_SECRET, STORE_URL, expect, interactive, test } from "./fixtures.ts";

// Switching shopping off changes the shop for everyone: these journeys run alone, after the
// rest (see the projects in playwright.config.ts).
test.describe.configure({ mode: "serial" });

const TEXT = "Do pondělí probíhá inventura, objednávky nepřijímáme.";
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });

/** Switches shopping off or on in the store, which pushes the change to the shop. */
async function switchShopping(request: APIRequestContext, baseURL: string, off: boolean) {
  const switched = await request.patch(`${STORE_URL}/__sandbox/settings`, {
    data: off
      ? { shopping_disabled: true, shopping_disabled_text: TEXT }
      : { shopping_disabled: false },
  });
  expect(switched.status()).toBe(204);
  const dropped = await request.post(`${baseURL}/api/revalidate`, {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: { tags: ["settings"] },
  });
  expect(dropped.ok()).toBe(true);
}

test.beforeEach(async ({ request, baseURL }) => {
  await switchShopping(request, baseURL ?? "", true);
});

test.afterEach(async ({ request, baseURL }) => {
  await switchShopping(request, baseURL ?? "", false);
});

test("with shopping switched off nothing is added and the cart blocks checkout", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/kosik?addToCart=10031");
  await expect(notifications(page)).toContainText(TEXT);
  await expect(page.getByText("Váš košík je prázdný.")).toBeVisible();

  await page.goto("/produkt/stimulator-klitorisu-amora-pulse");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("main").getByText(TEXT)).toBeVisible();
  await expect(page.getByRole("button", { name: "Do košíku", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Košík/ })).not.toContainText("kus");
});

test("a page opened before the switch: Do košíku says why, adds nothing and the page stays", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  await switchShopping(request, baseURL ?? "", false);
  await page.goto("/");
  await page.goto("/produkt/stimulator-klitorisu-amora-pulse");
  await interactive(page, javaScriptEnabled);
  await switchShopping(request, baseURL ?? "", true);

  await page.getByRole("button", { name: "Do košíku", exact: true }).click();
  await expect(notifications(page)).toContainText(TEXT);
  await expect(page).toHaveURL(/\/produkt\/stimulator-klitorisu-amora-pulse$/);
  await expect(page.getByRole("dialog", { name: "Přidáno do košíku" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Košík/ })).not.toContainText("kus");
  // With JavaScript the answer is no visit of its own: Back leaves the product.
  await page.goBack();
  await expect(page).toHaveURL(
    javaScriptEnabled ? /\/$/ : /\/produkt\/stimulator-klitorisu-amora-pulse$/,
  );
});
