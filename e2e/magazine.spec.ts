import type { Page } from "@playwright/test";

import { expect, interactive, seriousViolations, test } from "./fixtures.ts";

// Unknown and scheduled articles answer 404, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 404/] });

async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
}

const articleList = (page: Page) => page.getByRole("region", { name: "Články" });
const articleCards = (page: Page) =>
  articleList(page).getByRole("list").first().getByRole("listitem");

test("from the main menu to the magazine and its second page", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await interactive(page, javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Hlavní menu" })
    .getByRole("link", { name: "Nákupní rádce", exact: true })
    .click();
  await expect(page).toHaveURL(/\/nakupni-radce$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nákupní rádce" })).toBeVisible();
  await interactive(page, javaScriptEnabled);
  await expect(articleCards(page)).toHaveCount(15);
  await expect(articleList(page).getByRole("heading", { level: 2 }).first()).toHaveText(
    "Hračky ovládané aplikací: blízko i na dálku",
  );
  await expect(page.getByText("Připravujeme: vánoční dárky pro dva")).toHaveCount(0);
  await axeClean(page, javaScriptEnabled);

  await page
    .getByRole("navigation", { name: "Stránkování" })
    .getByRole("link", { name: "Další" })
    .click();
  await expect(page).toHaveURL(/\/nakupni-radce\?page=2$/);
  await expect(page).toHaveTitle(/strana 2/);
  await expect(articleList(page).getByRole("heading", { level: 2 }).first()).toBeVisible();
});

test("an article leads to its author's page", async ({ page, javaScriptEnabled }) => {
  await page.goto("/clanky/jak-vybrat-prvni-vibrator");
  await interactive(page, javaScriptEnabled);
  await expect(
    page.getByRole("heading", { level: 1, name: "Jak vybrat první vibrátor" }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Produkty z článku" }).getByRole("listitem"),
  ).not.toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Další články" })).toBeVisible();
  await axeClean(page, javaScriptEnabled);

  const authorLink = page.locator('a[rel="author"]');
  const author = (await authorLink.textContent()) ?? "";
  await authorLink.click();
  await expect(page).toHaveURL(/\/autori\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: author })).toBeVisible();
  await expect(page.getByRole("region", { name: /Články autora/ })).toContainText(
    "Jak vybrat první vibrátor",
  );
  await axeClean(page, javaScriptEnabled);
});

test("an article's tag lists the tag's articles", async ({ page, javaScriptEnabled }) => {
  await page.goto("/clanky/jak-vybrat-prvni-vibrator");
  await interactive(page, javaScriptEnabled);
  await page.getByRole("navigation", { name: "Štítky" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/nakupni-radce\/stitky\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Štítek: / })).toBeVisible();
  await expect(articleList(page)).toContainText("Jak vybrat první vibrátor");
  await axeClean(page, javaScriptEnabled);
});

test("a category lists its children's articles over two pages; a child lives under it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/nakupni-radce");
  await interactive(page, javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Témata magazínu" })
    .getByRole("link", { name: "Hračky", exact: true })
    .click();
  await expect(page).toHaveURL(/\/nakupni-radce\/vibratory-a-hracky$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vibrátory a hračky" })).toBeVisible();
  await expect(page.getByText("17 článků")).toBeVisible();
  await expect(articleCards(page)).toHaveCount(15);
  await axeClean(page, javaScriptEnabled);

  await page.goto("/nakupni-radce/vibratory-a-hracky/prvni-hracka");
  await expect(page.getByRole("navigation", { name: "Drobečková navigace" })).toContainText(
    "Vibrátory a hračky",
  );
  const response = await page.request.get("/nakupni-radce/prvni-hracka", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/nakupni-radce/vibratory-a-hracky/prvni-hracka");
});

test("a scheduled article is not there; an author's old address moves to the new one", async ({
  page,
  request,
}) => {
  const scheduled = await page.goto("/clanky/pripravujeme-vanocni-darky");
  expect(scheduled?.status()).toBe(404);

  const moved = await request.get("/autori/katerina-novotna-dvorakova", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe("/autori/katerina-novotna");
});

test("the authors' list shows only authors with a page", async ({ page, javaScriptEnabled }) => {
  await page.goto("/autori");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Autoři" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(4);
  await expect(page.getByText("Redakce Amoris")).toHaveCount(0);
  await axeClean(page, javaScriptEnabled);
});

test("the advice landing opens from the top menu with guides, articles and help", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await interactive(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Poradna", exact: true }).first().click();
  await expect(page).toHaveURL(/\/poradna$/);
  await expect(page.getByRole("heading", { level: 1, name: "Poradna" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Průvodci nákupem" }).getByRole("link"),
  ).not.toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Nejnovější články" }).getByRole("listitem"),
  ).toHaveCount(6);
  await axeClean(page, javaScriptEnabled);
  await page.getByRole("region", { name: "Průvodci nákupem" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/pruvodce\/[a-z-]+$/);
});

test("the Slovak magazine lists Slovak articles", async ({ page }) => {
  await page.goto("/sk/nakupny-radca");
  await expect(page.getByRole("heading", { level: 1, name: "Nákupný radca" })).toBeVisible();
  await expect(articleList(page)).toContainText("vibrátor");
  await page.goto("/sk/clanky/ako-vybrat-prvy-vibrator");
  await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute(
    "href",
    /\/clanky\/jak-vybrat-prvni-vibrator$/,
  );
});
