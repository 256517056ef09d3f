import { applyTypedQuantity, expect, expectAddedToCart, interactive, test } from "./fixtures.ts";

const PRODUCT = "Stimulátor klitorisu Amora Pulse";

test("home -> product -> add to cart -> cart -> change quantity -> remove", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "cs");
  await expect(page.getByRole("navigation", { name: "Hlavní menu" })).toContainText("Vibrátory");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Doporučujeme" })).toBeVisible();

  await page.getByRole("link", { name: PRODUCT }).first().click();
  await expect(page).toHaveURL(/\/produkt\/stimulator-klitorisu-amora-pulse$/);
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByRole("paragraph").filter({ hasText: /^Cena: / })).toHaveText(
    /^Cena: 1\s234,50\sKč/,
  );
  await expect(page.getByText(/^Skladem \(\d ks\)$/)).toBeVisible();
  await expect(page.getByRole("img", { name: PRODUCT })).toBeVisible();

  await interactive(page, javaScriptEnabled);
  await page.getByLabel("Množství").fill("2");
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();

  await expectAddedToCart(page, javaScriptEnabled, PRODUCT);
  const cartLink = page.getByRole("link", { name: /Košík/ });
  await expect(cartLink).toContainText("2 kusy");

  // The sticky header hides while the page is scrolled down; scrolling up brings it back.
  await page.mouse.wheel(0, -5000);
  await cartLink.click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(page.getByRole("heading", { level: 1, name: "Košík" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(PRODUCT) });
  await expect(row).toContainText("1 234,50 Kč");
  await expect(row).toContainText("2 469,00 Kč");
  const quantity = row.getByLabel(`Množství – ${PRODUCT}`, { exact: true });
  await expect(quantity).toHaveValue("2");

  await quantity.fill("3");
  await applyTypedQuantity(row, javaScriptEnabled);
  await expect(row).toContainText("3 703,50 Kč");
  await expect(page.getByText("Celkem k úhradě")).toBeVisible();
  await expect(cartLink).toContainText("3 kusy");

  await row.getByRole("button", { name: `Odebrat – ${PRODUCT}` }).click();
  await expect(page.getByText("Váš košík je prázdný.")).toBeVisible();
  await expect(cartLink).not.toContainText("kus");

  // With JavaScript the cart's changes are no visits of their own: Back leaves the cart.
  // Without it every form's post loaded the cart again, and Back returns to the one before.
  await page.goBack();
  await expect(page).toHaveURL(
    javaScriptEnabled ? /\/produkt\/stimulator-klitorisu-amora-pulse$/ : /\/kosik$/,
  );
});

test.describe("refusals", () => {
  // The browser logs the refusal's 422 status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test("a quantity over the stock is refused next to the field and the input is kept", async ({
    page,
  }) => {
    await page.goto("/produkt/stimulator-klitorisu-amora-pulse");
    const quantity = page.getByLabel("Množství");
    await quantity.fill("50");
    await page.getByRole("button", { name: "Do košíku", exact: true }).click();
    await expect(page.getByText("Není skladem")).toBeVisible();
    await expect(quantity).toHaveValue("50");
    await expect(page.getByRole("link", { name: /Košík/ })).not.toContainText("kus");
  });
});

test("?variant_id selects a variant", async ({ page }) => {
  await page.goto("/produkt/masazni-olej-mandle-a-vanilka");
  const picker = page.getByRole("navigation", { name: "Varianta" });
  const options = picker.getByRole("link");
  await expect(options).not.toHaveCount(0);
  const second = options.nth(1);
  const href = await second.getAttribute("href");
  expect(href).toMatch(/variant_id=\d+/);
  await second.click();
  await expect(page).toHaveURL(/variant_id=\d+/);
  await expect(second).toHaveAttribute("aria-current", "true");
});
