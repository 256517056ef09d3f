import type { Page } from "@playwright/test";

import { PICTURE_BROWSER } from "./browsers.ts";
import { expect, interactive, test } from "./fixtures.ts";

// The other journeys' browser loads no pictures (decision 079); these are about pictures.
test.use({ launchOptions: PICTURE_BROWSER });

test("a category's page opens with the banner the CMS made for it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/vibratory");
  const header = page.locator("header").filter({
    has: page.getByRole("heading", { level: 1, name: "Vibrátory" }),
  });
  const picture = header.locator("img");
  await expect(picture).toBeVisible();
  // The sandbox's CDN names its pictures by their CMS path: the banner, not the tile picture.
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/categories\/\d+\/banner/,
  );
});

/**
 * Every picture of the page, lazy ones too, fetched and decoded: a broken address or an
 * origin the page's policy refuses (a console error the fixtures fail on) shows here.
 */
async function brokenPictures(page: Page): Promise<Array<string>> {
  return page.evaluate(async () => {
    const pictures = [...document.images];
    for (const picture of pictures) picture.loading = "eager";
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
    return pictures
      .filter((picture) => picture.naturalWidth === 0)
      .map((picture) => picture.currentSrc || picture.src);
  });
}

for (const [name, path] of [
  ["home", "/"],
  ["category", "/vibratory"],
  ["product", "/produkt/vibrator-rabbit-duo"],
  ["magazine article", "/clanky/hracky-ovladane-aplikaci"],
  ["branch", "/pobocky/brno-centrum"],
] as const) {
  test(`${name}: every picture loads`, async ({ page }) => {
    await page.goto(path);
    expect(await brokenPictures(page)).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the cart's lines show their products' thumbnails", async ({ page, javaScriptEnabled }) => {
    await page.goto("/kosik?addToCart=10031");
    await page.goto("/kosik?addToCart=10171:3");
    await page.goto("/kosik");
    await interactive(page, javaScriptEnabled);
    for (const name of [/Amora Pulse/, /Kondomy Classic/]) {
      const thumbnail = page.getByRole("row", { name }).locator("img");
      await expect(thumbnail).toBeInViewport();
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});
