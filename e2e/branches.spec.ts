import type { Page } from "@playwright/test";

import { expect, interactive, seriousViolations, test } from "./fixtures.ts";

// An unknown branch answers 404, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 404/] });

async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
}

test("the branches open from the top menu, a branch has its page, and back leads to the list", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await interactive(page, javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Horní menu" })
    .getByRole("link", { name: "Prodejny", exact: true })
    .click();
  await expect(page).toHaveURL(/\/pobocky$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prodejny" })).toBeVisible();
  await interactive(page, javaScriptEnabled);
  await axeClean(page, javaScriptEnabled);

  const praha = page.getByRole("region", { name: "Praha", exact: true });
  await expect(
    praha.getByText(/^Dnes (\d{1,2}:\d{2}–\d{1,2}:\d{2}|zavřeno)$/).first(),
  ).toBeVisible();
  await expect(praha.getByText(/^(Otevřeno|Zavřeno)$/).first()).toBeVisible();
  await expect(page.getByText(/Dočasně zavřeno do \d{1,2}\. \d{1,2}\. \d{4}/)).toBeVisible();
  await praha.getByRole("link", { name: "Prodejna Praha – Vinohrady" }).click();

  await expect(page).toHaveURL(/\/pobocky\/praha-vinohrady$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Prodejna Praha – Vinohrady" }),
  ).toBeVisible();
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("navigation", { name: "Drobečková navigace" })).toContainText(
    "Prodejny",
  );
  const hours = page.getByRole("region", { name: "Otevírací doba" });
  await expect(hours.getByRole("row")).toHaveCount(7);
  await expect(page.getByRole("link", { name: /^\+420/ }).first()).toHaveAttribute(
    "href",
    /^tel:\+420/,
  );
  await expect(page.getByRole("link", { name: /@example\.cz$/ }).first()).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await axeClean(page, javaScriptEnabled);

  await page.goBack();
  await expect(page).toHaveURL(/\/pobocky$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prodejny" })).toBeVisible();
});

test("the nearest shop by postcode, with or without JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/pobocky");
  await interactive(page, javaScriptEnabled);
  const nearest = page.getByRole("region", { name: "Nejbližší prodejna" });
  await nearest.getByLabel("PSČ").fill("602 00");
  await nearest.getByRole("button", { name: "Najít" }).click();

  await expect(page).toHaveURL(/\/pobocky\?psc=602\+00/);
  const sorted = page.getByRole("region", {
    name: "Prodejny podle vzdálenosti od PSČ 602 00 (Brno)",
  });
  await expect(sorted.getByRole("heading", { level: 3 }).first()).toHaveText(/Brno/);
  await expect(sorted.getByText(/^\d+(,\d)? km$/).first()).toBeVisible();

  await nearest.getByLabel("PSČ").fill("999");
  await nearest.getByRole("button", { name: "Najít" }).click();
  await expect(nearest.getByText("PSČ „999“ neznáme", { exact: false })).toBeVisible();
});

test("the map is asked for, and an unknown branch is 404", async ({ page, javaScriptEnabled }) => {
  await page.goto("/pobocky");
  await interactive(page, javaScriptEnabled);
  const map = page.getByRole("region", { name: "Mapa", exact: true });
  await expect(map.locator("iframe")).toHaveCount(0);
  await map.getByRole("link", { name: "Zobrazit mapu" }).click();
  const frame = map.locator("iframe");
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(frame).toHaveAttribute("title", /^Mapa: /);

  const response = await page.goto("/pobocky/neni-takova");
  expect(response?.status()).toBe(404);
});

test("a shop's map and tour load when asked for, or at once with marketing cookies allowed", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  await page.goto("/pobocky/praha-vinohrady");
  await interactive(page, javaScriptEnabled);
  const map = page.getByRole("region", { name: "Mapa", exact: true });
  await expect(map).toContainText("Obsah pochází z www.google.com");
  await expect(map.locator("iframe")).toHaveCount(0);
  await expect(map.getByRole("link", { name: "Otevřít v novém okně" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/embed/,
  );
  // "Načíst zde" needs a script; without one the new window is the way.
  await expect(map.getByRole("button", { name: "Načíst zde" })).toHaveCount(
    javaScriptEnabled ? 1 : 0,
  );

  await context.addCookies([{ name: "shop_cookie_consent", value: "all", url: baseURL ?? "" }]);
  await page.reload();
  const tour = page.getByRole("region", { name: "Prohlídka prodejny" });
  await expect(tour.locator("iframe")).toHaveAttribute("title", /^Prohlídka prodejny 360°/);
  await expect(tour.getByRole("link", { name: "Otevřít v novém okně" })).toBeVisible();
});

test("with JavaScript a shop's map loads in the page when asked for", async ({
  page,
  javaScriptEnabled,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- the button is a script's
  test.skip(!javaScriptEnabled, "without JavaScript the map opens in a new window");
  await page.goto("/pobocky/praha-vinohrady");
  await interactive(page, javaScriptEnabled);
  const map = page.getByRole("region", { name: "Mapa", exact: true });
  await map.getByRole("button", { name: "Načíst zde" }).click();
  await expect(map.locator("iframe")).toHaveAttribute("title", /^Mapa: /);
});
