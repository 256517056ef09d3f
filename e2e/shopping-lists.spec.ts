import type { Page } from "@playwright/test";

import { FEATURES_SHOP_URL, expect, interactive, test, seriousViolations } from "./fixtures.ts";
import { logIn, registeredCustomer } from "./store-api.ts";

const main = (page: Page) => page.getByRole("main");
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
const PETAL = "Stimulátor klitorisu Petal";

test.describe("with shopping lists switched on", () => {
  // A refused form answers 400, which the browser logs as a failed resource load.
  test.use({ baseURL: FEATURES_SHOP_URL, allowedConsoleErrors: [/status of 400/] });

  test("a product goes onto a first list with amount 3, and the list into the cart", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const customer = await registeredCustomer(request, "seznam");
    await logIn(page, customer, "?redirectTo=%2Fprodukt%2Fstimulator-klitorisu-petal");
    await expect(page).toHaveURL(/\/produkt\/stimulator-klitorisu-petal$/);
    await interactive(page, javaScriptEnabled);

    const form = main(page).getByRole("region", { name: "Přidat do nákupního seznamu" });
    // No list yet: the first one is named in the same form.
    await expect(form.getByLabel("Název nového seznamu")).toHaveValue("Můj seznam");
    await form.getByLabel("Množství").fill("3");
    await form.getByRole("button", { name: "Přidat do seznamu" }).click();
    await expect(notifications(page)).toContainText("Produkt jsme přidali do seznamu Můj seznam.");

    await main(page).getByRole("link", { name: "Moje nákupní seznamy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nákupní seznamy" })).toBeVisible();
    await expect(main(page).getByText("1 položka")).toBeVisible();
    await main(page).getByRole("link", { name: "Můj seznam" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Můj seznam" })).toBeVisible();
    await expect(main(page).getByRole("spinbutton", { name: "Množství" })).toHaveValue("3");

    await main(page).getByRole("button", { name: "Vložit seznam do košíku" }).click();
    await expect(page).toHaveURL(/\/kosik$/);
    await expect(notifications(page)).toContainText(`Do košíku jsme vložili: ${PETAL}.`);
    await expect(main(page).getByRole("link", { name: PETAL }).first()).toBeVisible();
    await expect(
      main(page)
        .getByLabel(/Množství/)
        .first(),
    ).toHaveValue("3");
  });

  test("a list is created, renamed and deleted after its question; an empty name is refused", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const customer = await registeredCustomer(request, "seznamy");
    await logIn(page, customer, "?redirectTo=%2Fuzivatel%2Fnakupni-seznamy");
    await expect(page).toHaveURL(/\/uzivatel\/nakupni-seznamy$/);
    await interactive(page, javaScriptEnabled);
    await expect(main(page).getByText("Zatím nemáte žádný nákupní seznam.")).toBeVisible();

    await main(page).getByLabel("Název seznamu").fill("Dárky");
    await main(page).getByRole("button", { name: "Vytvořit seznam" }).click();
    await expect(notifications(page)).toContainText("Seznam Dárky jsme vytvořili.");
    await expect(page.getByRole("heading", { level: 1, name: "Dárky" })).toBeVisible();
    await expect(main(page).getByText("Seznam je prázdný.")).toBeVisible();
    // Said once: an empty list has nothing to be out of stock.
    await expect(main(page).getByText("Nic ze seznamu teď není skladem.")).toHaveCount(0);

    await main(page).getByLabel("Název seznamu").fill("");
    await main(page).getByRole("button", { name: "Uložit název" }).click();
    await expect(main(page).getByText("Zadejte název seznamu.")).toBeVisible();
    await main(page).getByLabel("Název seznamu").fill("Dárky pro Evu");
    await main(page).getByRole("button", { name: "Uložit název" }).click();
    await expect(notifications(page)).toContainText("Seznam jsme přejmenovali.");
    await expect(page.getByRole("heading", { level: 1, name: "Dárky pro Evu" })).toBeVisible();

    await main(page).getByRole("link", { name: "Smazat seznam" }).click();
    await expect(main(page).getByText("Opravdu smazat seznam Dárky pro Evu?")).toBeVisible();
    await main(page).getByRole("button", { name: "Ano, smazat" }).click();
    await expect(page).toHaveURL(/\/uzivatel\/nakupni-seznamy$/);
    await expect(notifications(page)).toContainText("Seznam Dárky pro Evu jsme smazali.");
    await expect(main(page).getByText("Zatím nemáte žádný nákupní seznam.")).toBeVisible();
  });
});

test("in the shop as the spec sets it up, shopping lists are not offered", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, "bez-seznamu");
  await logIn(page, customer, "?redirectTo=%2Fprodukt%2Fstimulator-klitorisu-petal");
  await expect(page).toHaveURL(/\/produkt\/stimulator-klitorisu-petal$/);
  await expect(main(page).getByRole("region", { name: "Přidat do nákupního seznamu" })).toHaveCount(
    0,
  );
  const lists = await page.request.get("/uzivatel/nakupni-seznamy");
  expect(lists.status()).toBe(404);
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");
  test.use({ baseURL: FEATURES_SHOP_URL });

  test("the lists, a list and the product page's form have no serious or critical violations", async ({
    page,
  }) => {
    // The seeded customer's "Na víkend" list: looked at, never changed.
    await logIn(
      page,
      { email: "marie.svobodova@example.cz", password: "Heslo123!" },
      "?redirectTo=%2Fuzivatel%2Fnakupni-seznamy",
    );
    await expect(main(page).getByRole("link", { name: "Na víkend" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await main(page).getByRole("link", { name: "Na víkend" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Na víkend" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/produkt/stimulator-klitorisu-petal");
    await expect(
      main(page).getByRole("region", { name: "Přidat do nákupního seznamu" }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
