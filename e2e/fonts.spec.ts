import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

// The fonts this file keeps from the page on purpose.
test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

/** Whether the shop's body font came and is what the text is set in. */
function shopFontLoaded(page: Page) {
  return page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.replaceAll('"', "") === "Source Sans 3" && face.status === "loaded",
    ),
  );
}

/** Where the page's heading, first product and footer sit, in px from the page's top. */
async function landmarks(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const top = (locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
  return {
    heading: await top(page.getByRole("heading", { level: 1 })),
    firstProduct: await top(page.getByRole("article").first()),
    footer: await top(page.getByRole("contentinfo")),
  };
}

/**
 * Until the shop's fonts arrive (or on a network that drops them) the text is set in a
 * device font scaled to their room (app/styles/fonts.css), so nothing moves when they swap
 * in: the heading and the first product stay put, and a long page keeps its length.
 */
for (const [name, path] of [
  ["home", "/"],
  ["a category", "/vibratory"],
  ["a product", "/produkt/vibrator-rabbit-duo"],
] as const) {
  test(`${name}: the text takes the same room before its fonts arrive as after`, async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.route("**/fonts/**", (route) => route.abort());
      await page.goto(path);
      const withoutFonts = await landmarks(page);
      expect(await shopFontLoaded(page), "no web font without the network").toBe(false);
      await page.unrouteAll();
      await page.goto(path);
      const withFonts = await landmarks(page);
      expect(await shopFontLoaded(page), "the shop's font once it arrives").toBe(true);
      expect(Math.abs(withoutFonts.heading - withFonts.heading), `heading at ${width} px`).toBe(0);
      expect(
        Math.abs(withoutFonts.firstProduct - withFonts.firstProduct),
        `first product at ${width} px`,
      ).toBeLessThanOrEqual(2);
      // Long text wraps a little differently in another font: within 1 % of the page.
      expect(
        Math.abs(withoutFonts.footer - withFonts.footer),
        `footer at ${width} px`,
      ).toBeLessThanOrEqual(withFonts.footer / 100);
    }
  });
}
