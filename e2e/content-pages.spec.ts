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

test("a CMS content page answers at its slug with its blocks", async ({ page }) => {
  const response = await page.goto("/jak-vybrat-vibrator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Jak vybrat vibrátor" })).toBeVisible();
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

/** Footer entries whose pages later work brings: the branches and the glossary. */
const NOT_YET_BUILT = ["/pobocky", "/eroticky-vykladovy-slovnik"];

test("every footer link of the shop's service pages answers 200 at its own address", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const hrefs = await page
    .getByRole("contentinfo")
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  const paths = new Set(
    hrefs.filter((href) => href.startsWith("/") && !NOT_YET_BUILT.includes(href)),
  );
  for (const path of ["/reklamace", "/vraceni-zbozi", "/kontakt", "/nejcastejsi-dotazy"]) {
    expect([...paths]).toContain(path);
  }
  expect([...paths]).toContain("/tabulka-velikosti");
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});
