import { expect, holdRequests, interactive, test } from "./fixtures.ts";

// What JavaScript adds on top of the journeys that work without it (the `js` project only).

test("adding to cart updates the header without reloading the page", async ({ page }) => {
  await page.goto("/produkt/lubrikacni-gel-aqua-100-ml");
  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();

  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");
  expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
});

test("a notification appears top centre and leaves after 5 s", async ({ page }) => {
  await page.clock.install();
  await page.goto("/produkt/realisticke-dildo-natural");
  await interactive(page, true);
  const quantity = page.getByLabel("Množství");
  await quantity.fill("7");
  await quantity.blur();

  const notification = page
    .getByRole("region", { name: "Oznámení" })
    .getByText("Tento produkt je velmi žádaný, můžete koupit maximálně 3 ks.");
  await expect(notification).toBeVisible();
  await expect(quantity).toHaveValue("3");
  const placement = await notification.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { offCentre: Math.abs(box.left + box.width / 2 - window.innerWidth / 2), top: box.top };
  });
  expect(placement.offCentre).toBeLessThan(40);
  expect(placement.top).toBeLessThan(100);
  await page.clock.runFor(4_500);
  await expect(notification).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(notification).toBeHidden();
});

test("after adding, the item-added modal says what was added and how far the next gift is", async ({
  page,
}) => {
  await page.goto("/produkt/lubrikacni-gel-aqua-100-ml");
  await interactive(page, true);
  const add = page.getByRole("button", { name: "Do košíku", exact: true });
  await add.click();

  const dialog = page.getByRole("dialog", { name: "Přidáno do košíku" });
  await expect(dialog).toContainText("Do košíku jsme přidali 1 ks – Lubrikační gel Aqua 100 ml.");
  await expect(dialog).toContainText(
    "Nakupte ještě za 251,00 Kč a získáte dárek Lubrikační gel 50 ml.",
  );
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await dialog.getByRole("link", { name: "Přejít do košíku" }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(page.getByRole("row", { name: /Lubrikační gel Aqua/ })).toBeVisible();
});

test("a quantity typed in the cart applies in place, without a button", async ({ page }) => {
  await page.goto("/produkt/lubrikacni-gel-aqua-100-ml");
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");

  await page.goto("/kosik");
  await interactive(page, true);
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  const name = "Lubrikační gel Aqua 100 ml";
  await page.getByLabel(`Množství – ${name}`, { exact: true }).fill("4");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("996,00 Kč");
  expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
});

test("what the shopper types in the search stays while the cart takes a changed quantity", async ({
  page,
}) => {
  await page.goto("/kosik?addToCart=10031:2");
  await interactive(page, true);
  // The cart's answer waits until the shopper is typing elsewhere.
  const release = await holdRequests(page, "**/kosik**", "POST");
  await page.getByLabel(/^Množství – Stimulátor klitorisu Amora Pulse/).fill("3");
  const search = page.getByRole("combobox", { name: "Hledat v obchodě" });
  // Leaving the field applies the quantity.
  await search.pressSequentially("lubrikant");
  release();
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("3 kusy");
  await expect(search).toHaveValue("lubrikant");
});

test("with JavaScript the next page loads below the first", async ({ page }) => {
  await page.goto("/vibratory?page=2");
  const boxes = page.getByRole("region", { name: "Produkty" }).getByRole("article");
  const firstOnPage2 = (await boxes.getByRole("heading", { level: 3 }).first().textContent()) ?? "";
  await page.goto("/vibratory");
  await page.getByRole("button", { name: "Načíst další produkty" }).click();
  await expect(boxes).toHaveCount(42);
  await expect(page.getByRole("heading", { level: 3, name: firstOnPage2 })).toBeVisible();
});

test("a box of a product with variants opens the variant choice and adds the variant picked", async ({
  page,
}) => {
  await page.goto("/vibratory");
  await interactive(page, true);
  const choose = page.getByRole("button", { name: /^Vybrat variantu\s*:/ }).first();
  const name = ((await choose.textContent()) ?? "").replace(/^Vybrat variantu\s*:/, "").trim();
  await choose.click();

  const modal = page.getByRole("dialog", { name });
  const variants = modal.getByRole("radio");
  await expect(variants.first()).toBeVisible();
  const available = modal.getByRole("radio", { disabled: false });
  await available.last().check();
  await expect(available.last()).toBeChecked();
  await expect(modal.getByText("Načítáme varianty…")).toHaveCount(0);
  await modal.getByRole("button", { name: "Do košíku", exact: true }).click();

  const added = page.getByRole("dialog", { name: "Přidáno do košíku" });
  await expect(added).toContainText(name);
  await added.getByRole("button", { name: "Pokračovat v nákupu" }).click();
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");
  await expect(page).toHaveURL(/\/vibratory$/);
});
