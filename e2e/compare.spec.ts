import type { Page } from "@playwright/test";

import { FEATURES_SHOP_URL, expect, interactive, test, seriousViolations } from "./fixtures.ts";

const main = (page: Page) => page.getByRole("main");
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
/** A product's "Porovnat": the first on the page (a listing's box, before any offer's). */
const compareButton = (page: Page, name: string) =>
  main(page)
    .getByRole("button", { name: `Porovnat: ${name}`, exact: true })
    .first();
const compareBar = (page: Page) => page.getByRole("region", { name: "Porovnání produktů" });
const table = (page: Page) =>
  main(page).getByRole("table", { name: "Porovnání vybraných produktů" });
const rowHeader = (page: Page, name: string) => page.getByRole("rowheader", { name, exact: true });
/** The table's row of a parameter, by its name as screen readers hear it. */
const row = (page: Page, name: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: rowHeader(page, name) });

/**
 * Presses a box's "Porovnat" and waits for the answer: the bar, which the root's data
 * draws, counts the list as the server keeps it (with JavaScript the button itself turns
 * pressed at once, before the answer).
 */
async function compare(page: Page, name: string, count: number) {
  await compareButton(page, name).click();
  await expect(compareBar(page).getByRole("link")).toHaveText(`Porovnat produkty (${count})`);
  await expect(compareButton(page, name)).toHaveAttribute("aria-pressed", "true");
}

test.describe("with the comparison on", () => {
  test.use({ baseURL: FEATURES_SHOP_URL });

  test("two vibrators side by side: their parameters, the differences, and one removed", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/vibratory");
    await interactive(page, javaScriptEnabled);
    await expect(compareBar(page)).toBeHidden();
    await expect(compareButton(page, "Vibrátor Lumi Mini")).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await compare(page, "Vibrátor Lumi Mini", 1);
    await expect(notifications(page)).toContainText("Produkt jsme přidali do porovnání.");
    await compare(page, "Vibrátor Rabbit Duo", 2);

    await compareBar(page).getByRole("link", { name: "Porovnat produkty (2)" }).click();
    await expect(page).toHaveURL(/\/porovnani$/);
    await expect(page.getByRole("heading", { level: 1, name: "Porovnání produktů" })).toBeVisible();
    // Side by side in the order added, each name leading to its product.
    const names = table(page).getByRole("columnheader").getByRole("link");
    await expect(names).toHaveText(["Vibrátor Lumi Mini", "Vibrátor Rabbit Duo"]);
    await expect(
      table(page).getByRole("link", { name: "Vibrátor Lumi Mini", exact: true }),
    ).toHaveAttribute("href", "/produkt/vibrator-lumi-mini");
    // Different brands, marked as a difference; the same material, not.
    const brand = row(page, "Značka (liší se)");
    await expect(brand.getByRole("cell")).toHaveText(["Lumi", "Velvet Touch"]);
    const material = row(page, "Materiál");
    await expect(material.getByRole("cell")).toHaveText(["Silikon", "Silikon"]);
    // The colours only the Lumi has.
    const colour = row(page, "Barva (liší se)");
    await expect(colour.getByRole("cell")).toHaveText(["Růžová, Tyrkysová", "–neuvedeno"]);

    await main(page).getByRole("link", { name: "Jen rozdíly" }).click();
    await expect(page).toHaveURL(/\/porovnani\?rozdily=1$/);
    await expect(rowHeader(page, "Materiál")).toHaveCount(0);
    await expect(rowHeader(page, "Značka (liší se)")).toBeVisible();

    await table(page)
      .getByRole("button", { name: "Odebrat z porovnání: Vibrátor Rabbit Duo" })
      .click();
    await expect(notifications(page)).toContainText("Produkt jsme z porovnání odebrali.");
    await expect(names).toHaveText(["Vibrátor Lumi Mini"]);
    await expect(page).toHaveURL(/\/porovnani\?rozdily=1$/);
    await expect(main(page).getByText("Přidejte ještě alespoň jeden produkt")).toBeVisible();
  });

  test("a fifth product is refused until one leaves the comparison", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/vibratory");
    await interactive(page, javaScriptEnabled);
    await compare(page, "Vibrátor Velvet Classic", 1);
    await compare(page, "Vibrátor Lumi Mini", 2);
    await compare(page, "Stimulátor klitorisu Amora Pulse", 3);
    await compare(page, "Masážní hlavice Wand Power", 4);

    await compareButton(page, "Vibrátor Rabbit Duo").click();
    await expect(notifications(page)).toContainText(
      "Porovnat lze nejvýše 4 produkty. Nejprve některý z porovnání odeberte.",
    );
    await expect(compareButton(page, "Vibrátor Rabbit Duo")).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(compareBar(page).getByRole("link")).toHaveText("Porovnat produkty (4)");

    // Pressed again, a compared product leaves the list, and the fifth fits.
    await compareButton(page, "Vibrátor Velvet Classic").click();
    await expect(compareBar(page).getByRole("link")).toHaveText("Porovnat produkty (3)");
    await compare(page, "Vibrátor Rabbit Duo", 4);
  });

  test("the product page compares too, and an emptied comparison leads back to the shop", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/produkt/vibrator-lumi-mini");
    await interactive(page, javaScriptEnabled);
    await compare(page, "Vibrátor Lumi Mini", 1);
    await compareBar(page).getByRole("link").click();
    await expect(
      table(page).getByRole("link", { name: "Vibrátor Lumi Mini", exact: true }),
    ).toBeVisible();
    // No bar on the compare page itself.
    await expect(compareBar(page)).toBeHidden();

    await main(page).getByRole("button", { name: "Vymazat porovnání" }).click();
    await expect(notifications(page)).toContainText("Porovnání jsme vyprázdnili.");
    await expect(main(page).getByText(/Zatím nic neporovnáváte/)).toBeVisible();
    await main(page).getByRole("link", { name: "Prohlédnout nabídku" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(compareBar(page)).toBeHidden();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the table scrolls in its own box, the row names stay, the page does not", async ({
      page,
      context,
    }) => {
      await context.addCookies([
        { name: "shop_compare", value: "1001.1002.1006", url: FEATURES_SHOP_URL },
      ]);
      await page.goto("/porovnani");
      const box = main(page).getByRole("region", { name: "Porovnání vybraných produktů" });
      const sizes = await box.evaluate((element) => ({
        box: element.scrollWidth > element.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(sizes).toEqual({ box: true, page: 0 });
      const price = rowHeader(page, "Cena (liší se)");
      const before = await price.boundingBox();
      await box.evaluate((element) => element.scrollBy({ left: 200 }));
      expect((await price.boundingBox())?.x).toBe(before?.x);
    });
  });

  test.describe("accessibility", () => {
    // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

    test.beforeEach(async ({ context }) => {
      await context.addCookies([
        { name: "shop_compare", value: "1002.1006", url: FEATURES_SHOP_URL },
      ]);
    });

    test("the compare page has no serious or critical violations, wide and on a phone", async ({
      page,
    }) => {
      await page.goto("/porovnani");
      await expect(table(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto("/porovnani?rozdily=1");
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/porovnani");
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a listing with the compare buttons and the bar has none either", async ({ page }) => {
      await page.goto("/vibratory");
      await expect(compareBar(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

test("the shop as the spec has it: no compare button, and no compare page", async ({
  page,
  request,
}) => {
  await page.goto("/vibratory");
  await expect(
    main(page)
      .getByRole("button", { name: /^Oblíbené: / })
      .first(),
  ).toBeVisible();
  await expect(main(page).getByRole("button", { name: /^Porovnat/ })).toHaveCount(0);
  expect((await request.get("/porovnani")).status()).toBe(404);
});
