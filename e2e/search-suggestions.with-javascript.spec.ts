import { expect, interactive, test } from "./fixtures.ts";

/** The header's suggestions: JavaScript only (without it the box is a plain search form). */
test.describe("suggestions while typing", () => {
  test("appear as a listbox; arrow keys and Enter open a product, Escape closes", async ({
    page,
  }) => {
    await page.goto("/");
    await interactive(page, true);
    const box = page.getByRole("combobox", { name: "Hledat v obchodě" });
    await box.pressSequentially("vibr", { delay: 40 });
    const list = page.getByRole("listbox", { name: "Návrhy hledání" });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const products = list.getByRole("group", { name: "Produkty" });
    await expect(products.getByRole("option")).toHaveCount(11);
    await expect(list.getByRole("group", { name: "Kategorie" })).toContainText("Vibrátory");
    await expect(products.getByRole("option").last()).toHaveText(/^Všechny výsledky \(\d+\)$/);

    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("vibr");

    await box.press("ArrowDown");
    await expect(list).toBeVisible();
    await box.press("ArrowDown");
    const first = products.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await first.getAttribute("id")) ?? "",
    );
    const name = (await first.innerText()).split("\n")[0]?.trim() ?? "";
    await box.press("Enter");
    await expect(page).toHaveURL(/\/produkt\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("a group's „all results“ opens the search page at that group", async ({ page }) => {
    await page.goto("/");
    await interactive(page, true);
    await page.getByRole("combobox", { name: "Hledat v obchodě" }).fill("cisteni");
    const list = page.getByRole("listbox", { name: "Návrhy hledání" });
    await list
      .getByRole("group", { name: "Kategorie" })
      .getByRole("option", { name: /^Všechny výsledky/ })
      .click();
    await expect(page).toHaveURL(/\/hledat\?q=cisteni#kategorie$/);
    await expect(page.getByRole("region", { name: /^Kategorie/ })).toBeVisible();
  });
});
