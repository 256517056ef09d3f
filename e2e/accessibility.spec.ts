import { courierAnd, fillDetails, placeOrder, toMethodsStep, WASH_GEL } from "./checkout-steps.ts";
import {
  STORE_URL,
  expect,
  interactive,
  seriousViolations,
  test,
  wcagViolations,
} from "./fixtures.ts";
import { uniqueEmail } from "./store-api.ts";

// The browser logs the 404 document's and a refused form's status as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 4(04|22)/] });

const pages = [
  ["home", "/"],
  ["product", "/produkt/krajkove-body-noir"],
  ["empty cart", "/kosik"],
  // Lands on the cart with the item, a coupon form and the gift choice.
  ["cart with an item", "/kosik?addToCart=10031"],
  ["import order", "/kosik/import-objednavky"],
  ["login", "/prihlasit"],
  ["register", "/registrovat"],
  ["forgotten password", "/zapomenute-heslo"],
  ["unknown order", "/kosik/dokonceni?token=neexistuje"],
  ["404 page", "/tahle-stranka-neexistuje"],
  ["category page", "/vibratory?p1=1001"],
  ["brand list", "/znacky"],
  ["search results", "/hledat?q=cisteni"],
  ["search that found nothing", "/hledat?q=vybratorky"],
];

for (const [name, path] of pages) {
  test(`${name}: no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path ?? "/");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the checks find what they are for on a page planted with violations", async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="cs"><title>Zkouška</title><body><main>
      <h1>Zkouška</h1>
      <p style="color: #bbb">Slabě čitelný text</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <button></button>
    </main></body></html>`);
  const planted = [/^image-alt: img$/, /^button-name: button$/, /^color-contrast: p$/];
  for (const found of [await seriousViolations(page), await wcagViolations(page)]) {
    expect(found).toEqual(
      expect.arrayContaining(planted.map((rule) => expect.stringMatching(rule))),
    );
  }
});

test.describe("before the age is confirmed", () => {
  test.use({ ageConfirmed: false });

  test("the age notice has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Jen pro dospělé" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the checkout steps have no serious or critical accessibility violations", async ({
  page,
}) => {
  await page.goto("/kosik?addToCart=10031");
  await page.goto("/kosik/doprava-a-platba");
  await interactive(page, true);
  expect(await seriousViolations(page)).toEqual([]);

  // Clicks: a stored choice folds its options away, maybe before a check could see them.
  await page.getByRole("radio", { name: /PPL/ }).click();
  await expect(page.getByRole("radio", { name: /Bankovní převod/ })).toBeEnabled();
  await page.getByRole("radio", { name: /Bankovní převod/ }).click();
  await page.getByRole("link", { name: "Pokračovat", exact: true }).click();
  await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the details form with the address service's doubt has no serious or critical violations", async ({
  page,
}) => {
  await toMethodsStep(page, true);
  await courierAnd(page, true, /Bankovní převod/);
  await fillDetails(page, { email: "pristupnost-adresa@example.cz" });
  // 602 00 is Brno's postcode: the service is not sure about Praha.
  const delivery = page.getByRole("main").getByRole("group", { name: "Dodací adresa" });
  await delivery.getByLabel("Město", { exact: true }).fill("Praha");
  await placeOrder(page);
  await expect(delivery.getByText("Ujistěte se, že pole Město je vyplněno správně")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the finished page of a bank-transfer order has no serious or critical violations", async ({
  page,
  request,
}) => {
  // It buys the product the checkout journeys buy, stocked for them, not one others count on.
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
  await toMethodsStep(page, true);
  await courierAnd(page, true, /Bankovní převod/);
  await fillDetails(page, { email: "pristupnost@example.cz" });
  await placeOrder(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
  ).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("on a phone, against WCAG 2.2 AA", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the cookie bar on the first screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Souhlas s cookies" })).toBeInViewport();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

/**
 * The pages as a shopper sees them once the cookie question is answered. Until then the bar
 * at the screen's bottom edge covers part of whatever scrolls under it, for the moment the
 * question stands: focus is scrolled clear of it (scroll-padding), and any target can be
 * scrolled clear, which axe's target-size check, taking the page as it stands, cannot see.
 */
test.describe("on a phone, against WCAG 2.2 AA, the cookies answered", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: "shop_cookie_consent", value: "necessary", url: baseURL ?? "" },
    ]);
  });

  for (const [name, path] of [
    ...pages,
    ["product with colours", "/produkt/vibrator-velvet-classic"],
    ["category", "/vibratory"],
  ]) {
    test(`${name}`, async ({ page }) => {
      await page.goto(path ?? "/");
      expect(await wcagViolations(page)).toEqual([]);
    });
  }

  test("the open search suggestions", async ({ page }) => {
    await page.goto("/");
    await interactive(page, true);
    const box = page.getByRole("combobox", { name: "Hledat v obchodě" });
    await box.fill("cisteni");
    await expect(page.getByRole("listbox", { name: "Návrhy hledání" })).toBeVisible();
    await box.press("ArrowDown");
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("the open menu and the open filter panel", async ({ page }) => {
    await page.goto("/vibratory");
    await interactive(page, true);
    await page.getByText("Menu", { exact: true }).click();
    await page
      .getByRole("navigation", { name: "Hlavní menu" })
      .getByText("Vibrátory", { exact: true })
      .click();
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Filtry", exact: true }).click();
    await expect(page.getByRole("form", { name: "Filtry" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("the checkout steps and the finished page", async ({ page }) => {
    await toMethodsStep(page, true);
    expect(await wcagViolations(page)).toEqual([]);
    await courierAnd(page, true, /Bankovní převod/);
    expect(await wcagViolations(page)).toEqual([]);
    await fillDetails(page, { email: uniqueEmail("pristupnost-telefon") });
    await placeOrder(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
    ).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
