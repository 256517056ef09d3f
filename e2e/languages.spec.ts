import { expect, expectAddedToCart, interactive, test } from "./fixtures.ts";

test("Slovak under /sk: texts, euro prices and localised paths through to the cart", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/sk/produkt/vibrator-rabbit-duo");
  await interactive(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "sk");
  await expect(page.getByRole("paragraph").filter({ hasText: /^Cena: / })).toHaveText(
    /^Cena: \d[\d\s]*,\d{2}\s€/,
  );

  await page.getByRole("button", { name: "Do košíka", exact: true }).click();
  await expectAddedToCart(page, javaScriptEnabled, "Vibrátor Rabbit Duo", "sk");
  await page.mouse.wheel(0, -5000);
  await page.getByRole("link", { name: /Košík/ }).click();
  await expect(page).toHaveURL(/\/sk\/kosik$/);
  await expect(page.getByRole("heading", { level: 1, name: "Košík" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Vibrátor Rabbit Duo/ })).toContainText("€");
});

test("German under /de with its own path and title for the cart", async ({ page }) => {
  await page.goto("/de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("link", { name: /Warenkorb/ }).click();
  await expect(page).toHaveURL(/\/de\/warenkorb$/);
  await expect(page.getByText("Ihr Warenkorb ist leer.")).toBeVisible();
  await expect(page).toHaveTitle("Warenkorb | Amoris");
});

test("each language's product page names itself canonical and the others as alternates", async ({
  page,
  request,
}) => {
  await page.goto("/sk/produkt/vibrator-rabbit-duo-1006?variant_id=1");
  await expect(page.getByRole("heading", { level: 1, name: "Vibrátor Rabbit Duo" })).toBeVisible();
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute("href", /\/sk\/produkt\/vibrator-rabbit-duo-1006$/);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(4);
  await expect(page.locator('link[hreflang="cs"]')).toHaveAttribute(
    "href",
    /[^/]\/produkt\/vibrator-rabbit-duo$/,
  );
  const german = page.locator('link[hreflang="de"]');
  await expect(german).toHaveAttribute("href", /\/de\/produkt\/vibrator-rabbit-duo-1006$/);
  expect((await request.get((await german.getAttribute("href")) ?? "")).status()).toBe(200);
});

test("robots.txt keeps carts and a visitor's recommendations out of search results", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /kosik");
  expect(robots).toContain("Disallow: /de/warenkorb");
  expect(robots).toContain("Disallow: /doporuceni");
  expect(robots).toContain("Disallow: /sk/odporucania");
});

test("translations come as one cached script, and never to a browser without JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  const loaded: Array<{ path: string; cacheControl: string }> = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/translations/")) {
      loaded.push({ path: pathname, cacheControl: response.headers()["cache-control"] ?? "" });
    }
  });
  await page.goto("/sk/produkt/vibrator-rabbit-duo");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("button", { name: "Do košíka", exact: true })).toBeVisible();
  // Not inline in the document, which a browser without JavaScript would download for nothing.
  await expect(page.locator('script[type="application/json"]')).toHaveCount(0);
  await expect(page.locator("script#translations")).toHaveAttribute("src", /^\/translations\/sk\//);
  const fetchedByScript = [
    {
      path: expect.stringMatching(/^\/translations\/sk\//),
      cacheControl: expect.stringContaining("immutable"),
    },
  ];
  expect(loaded).toEqual(javaScriptEnabled ? fetchedByScript : []);
});
