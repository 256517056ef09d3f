import { expect, test } from "./fixtures.ts";

test("a shopping-information page opens from the footer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Doprava", exact: true }).click();
  await expect(page).toHaveURL(/\/vse-o-nakupu\/doprava$/);
  await expect(page.getByRole("heading", { level: 1, name: "Doprava" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Výdejní místo");
});

test("a text page has one address: its bare slug answers 301 there", async ({ request, page }) => {
  const response = await request.get("/doprava", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/vse-o-nakupu/doprava");

  await page.goto("/obchodni-podminky");
  await expect(page).toHaveURL(/\/vse-o-nakupu\/obchodni-podminky$/);
  await expect(page.getByRole("heading", { level: 1, name: "Obchodní podmínky" })).toBeVisible();
  await expect(page).toHaveTitle(/Amoris/);
});

test("a page the CMS serves through a URL rewrite answers 200", async ({ page }) => {
  const response = await page.goto("/inspirace/velikonoce");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Velikonoční inspirace" }),
  ).toBeVisible();
});

test("a path the CMS says has moved answers 301 to its new place", async ({ request }) => {
  const response = await request.get("/doprava-a-platba", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/vse-o-nakupu/doprava");
});

test("the home page's guide card opens the guide at its own address, with its products", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("region", { name: "Průvodci nákupem" })
    .getByRole("link", { name: "Jak vybrat vibrátor" })
    .click();
  await expect(page).toHaveURL(/\/pruvodce\/jak-vybrat-vibrator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jak vybrat vibrátor" })).toBeVisible();
  const products = page.getByRole("region", { name: "Vhodné pro začátečníky" });
  await expect(products.getByRole("article")).toHaveCount(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/pruvodce\/jak-vybrat-vibrator$/,
  );
});

test("a guide has one address: its bare slug answers 301 there", async ({ request }) => {
  const response = await request.get("/jak-vybrat-vibrator?page=2", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/pruvodce/jak-vybrat-vibrator?page=2");
  const unknown = await request.get("/pruvodce/zadny-takovy-pruvodce", { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
});

test("a retired address the CMS rewrites to a page shows that page with 200, not the 404", async ({
  page,
}) => {
  const response = await page.goto("/clanky/velikonocni-tipy");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Velikonoční inspirace" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Velikonoční inspirace/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });

  test("a guide's title stands on its background picture, fetched at a phone's size", async ({
    page,
  }) => {
    await page.goto("/pruvodce/jak-vybrat-vibrator");
    const title = page.getByRole("heading", { level: 1, name: "Jak vybrat vibrátor" });
    const hero = page.locator("header").filter({ has: title });
    const picture = hero.locator("img");
    await expect(picture).toBeVisible();
    const [titleBox, pictureBox] = await Promise.all([title.boundingBox(), picture.boundingBox()]);
    expect(titleBox?.y ?? 0).toBeGreaterThanOrEqual(pictureBox?.y ?? Infinity);
    expect((titleBox?.y ?? 0) + (titleBox?.height ?? 0)).toBeLessThanOrEqual(
      (pictureBox?.y ?? 0) + (pictureBox?.height ?? 0) + 1,
    );
    // A phone is told the crop is 480 CSS pixels wide, and offered the file for that at
    // three device pixels each (1440); which one it takes is the browser's choice.
    expect(await picture.getAttribute("sizes")).toMatch(/, 480px$/);
    expect(await picture.getAttribute("srcset")).toMatch(/\/image\/w1440h540\/\S+ 1440w/);
  });
});
