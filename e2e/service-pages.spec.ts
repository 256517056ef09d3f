import { expect, interactive, seriousViolations, test } from "./fixtures.ts";
import { startStorefront, type StorefrontInstance } from "./storefront-instance.ts";

const PHONE = { width: 390, height: 844 };

test.describe("fitting guide", () => {
  test("its size tables scroll inside their box on a phone, never the page", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto("/tabulka-velikosti");
    expect(response?.status()).toBe(200);
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Tabulka velikostí" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("table")).toHaveCount(3);
    await expect(page.getByRole("columnheader", { name: "Nominální šířka" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "XXL", exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Erekční kroužky podle vnitřního průměru" }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});

test.describe("all categories", () => {
  test("lists the top categories with their subcategories, each a link to its listing", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto("/kategorie");
    expect(response?.status()).toBe(200);
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Všechny kategorie" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^Kondomy/ })).toBeVisible();
    await main.getByRole("link", { name: "Tenké kondomy" }).click();
    await expect(page).toHaveURL(/\/tenke-kondomy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tenké kondomy" })).toBeVisible();
  });
});

test.describe("about purchase", () => {
  test("indexes the shopping-information pages, each with its summary", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.goto("/vse-o-nakupu");
    expect(response?.status()).toBe(200);
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Vše o nákupu" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Obchodní podmínky" })).toBeVisible();
    await expect(main.getByText("Doprava – vše, co potřebujete vědět o nákupu")).toBeVisible();
    const shipping = main.getByRole("link", { name: "Doprava", exact: true });
    await expect(shipping).toHaveAttribute("href", "/vse-o-nakupu/doprava");
    expect((await page.goto("/vse-o-nakupu/doprava"))?.status()).toBe(200);
  });
});

test.describe("infomails", () => {
  test("the list is newest first and a mail shows without anything that could run", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.goto("/infomail");
    expect(response?.status()).toBe(200);
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Infomaily" })).toBeVisible();
    const titles = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(titles).toHaveText([
      "Dárek ke každé objednávce",
      "Novinky v kondomech a jak vybrat velikost",
      "Jarní výprodej: až 40 % dolů",
    ]);

    const dialogs: Array<string> = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Jarní výprodej: až 40 % dolů" }).click();
    await expect(page).toHaveURL(/\/infomail\/jarni-vyprodej$/);
    await interactive(page, javaScriptEnabled);
    await expect(
      page.getByRole("heading", { level: 1, name: "Jarní výprodej: až 40 % dolů" }),
    ).toBeVisible();
    const body = page.locator(".infomail-body");
    await expect(body.getByRole("heading", { name: "Jarní výprodej je tady" })).toBeVisible();
    await expect(body.getByRole("img", { name: "Jarní výprodej" })).toBeVisible();
    await expect(body.getByRole("link", { name: "Prohlédnout slevy" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    // The javascript: link keeps its words but is no link.
    await expect(body.getByText("Vyzvednout dárek")).toBeVisible();
    await expect(body.getByRole("link", { name: "Vyzvednout dárek" })).toHaveCount(0);
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<(script|iframe|style)\b|\son\w+=|javascript:|style=/i);
    expect(await page.evaluate(() => document.cookie)).not.toContain("stolen");
    expect(dialogs).toEqual([]);
  });
});

test.describe("technical pages", () => {
  for (const { path, heading } of [
    { path: "/blocksettings", heading: "Obsahové bloky" },
    { path: "/sitemapconfig", heading: "Nastavení sitemap" },
  ]) {
    test(`${path} is for operators only: noindex, nofollow`, async ({
      page,
      javaScriptEnabled,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await interactive(page, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, nofollow",
      );
    });
  }

  test("the block samples show every kind through the real renderer", async ({ page }) => {
    await page.goto("/blocksettings");
    for (const kind of ["ProductsBlock", "RichTextBlock", "CollapsibleBlock", "NewsletterBlock"]) {
      await expect(page.getByRole("heading", { level: 2, name: kind, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("table")).toBeVisible();
  });

  test("the sitemap overview counts each kind of page and names its files", async ({ page }) => {
    await page.goto("/sitemapconfig");
    const products = page.getByRole("row", { name: /^Produkty/ });
    await expect(products.getByRole("link", { name: "/sitemaps/products.xml" })).toBeVisible();
    await expect(page.getByRole("link", { name: "/sitemap.xml" })).toBeVisible();
  });
});

test.describe("maintenance page", () => {
  test("/udrzba exists while the shop runs, for people only", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.goto("/udrzba");
    expect(response?.status()).toBe(200);
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Probíhá údržba" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  for (const path of [
    "/tabulka-velikosti",
    "/kategorie",
    "/vse-o-nakupu",
    "/infomail",
    "/infomail/jarni-vyprodej",
    "/udrzba",
    "/blocksettings",
    "/sitemapconfig",
  ]) {
    test(`${path} has no serious or critical violations on a phone`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await interactive(page, true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe("maintenance switch", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ allowedConsoleErrors: [/status of 503/] });

  let shop: StorefrontInstance | undefined;
  let origin = "";

  test.beforeAll(async () => {
    shop = await startStorefront({
      env: { MAINTENANCE_MODE: "on", MAINTENANCE_RETRY_AFTER: "120" },
    });
    origin = shop.origin;
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test("every page answers 503 with Retry-After; health checks and assets keep answering", async ({
    page,
    request,
  }) => {
    for (const path of ["/", "/kondomy", "/kosik", "/udrzba"]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(503);
      expect(response.headers()["retry-after"], path).toBe("120");
    }
    expect((await request.get(`${origin}/healthz`)).status()).toBe(200);
    expect((await request.get(`${origin}/favicon.ico`)).status()).toBe(200);

    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Probíhá údržba" })).toBeVisible();
    await expect(page.getByText("Váš košík na vás počká.")).toBeVisible();
  });
});
