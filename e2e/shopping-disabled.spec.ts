import type { Page } from "@playwright/test";

import { REVALIDATE_SECRET, STORE_URL, expect, interactive, test } from "./fixtures.ts";

// Switching shopping off changes the shop for everyone: these journeys run alone, after the
// rest (see the projects in playwright.config.ts).
test.describe.configure({ mode: "serial" });

const TEXT = "Do pondělí probíhá inventura, objednávky nepřijímáme.";
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });

test.beforeEach(async ({ request, baseURL }) => {
  const switched = await request.patch(`${STORE_URL}/__sandbox/settings`, {
    data: { shopping_disabled: true, shopping_disabled_text: TEXT },
  });
  expect(switched.status()).toBe(204);
  // The store pushes the change, as it would in production.
  const dropped = await request.post(`${baseURL}/api/revalidate`, {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: { tags: ["settings"] },
  });
  expect(dropped.ok()).toBe(true);
});

test.afterEach(async ({ request, baseURL }) => {
  await request.patch(`${STORE_URL}/__sandbox/settings`, { data: { shopping_disabled: false } });
  await request.post(`${baseURL}/api/revalidate`, {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: { tags: ["settings"] },
  });
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
