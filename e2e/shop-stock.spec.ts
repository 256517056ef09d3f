import type { APIRequestContext } from "@playwright/test";

import { choose, fillDetails, placeOrder, toMethodsStep, WASH_GEL } from "./checkout-steps.ts";
import { STORE_URL, expect, interactive, seriousViolations, test } from "./fixtures.ts";
import { uniqueEmail } from "./store-api.ts";

/**
 * The sandbox's shop shelves: Velvet Classic pink lies in Praha and Brno, purple only in
 * Ostrava, black nowhere (sold out); the shops' pages are /pobocky/{slug}.
 */
const PRODUCT = "/produkt/vibrator-velvet-classic";

/** The pickup journeys buy; the product must not run out before the last run. */
async function restockWashGel(request: APIRequestContext) {
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
}
const PRAHA = "Prodejna Praha – Vinohrady";
const BRNO = "Prodejna Brno – centrum";
const OSTRAVA = "Prodejna Ostrava";

test("the product page lists the shops that stock the chosen colour, and the list follows the colour", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(PRODUCT);
  await interactive(page, javaScriptEnabled);
  const shops = page.getByRole("region", { name: "Dostupnost na prodejnách" });
  await expect(shops.getByRole("link", { name: PRAHA })).toHaveAttribute(
    "href",
    "/pobocky/praha-vinohrady",
  );
  await expect(shops.getByRole("link", { name: BRNO })).toHaveAttribute(
    "href",
    "/pobocky/brno-centrum",
  );
  await expect(shops.getByRole("link", { name: OSTRAVA })).toHaveCount(0);
  await expect(shops.getByText(/^skladem [1-5] ks$/)).toHaveCount(2);

  await page
    .getByRole("navigation", { name: "Barva" })
    .getByRole("link", { name: "Fialová", exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]variant_id=\d+/);
  await expect(shops.getByRole("link", { name: OSTRAVA })).toHaveAttribute(
    "href",
    "/pobocky/ostrava",
  );
  await expect(shops.getByRole("link", { name: PRAHA })).toHaveCount(0);
  await expect(shops.getByRole("listitem")).toHaveCount(1);

  await shops.getByRole("link", { name: OSTRAVA }).click();
  await expect(page).toHaveURL(/\/pobocky\/ostrava$/);
});

test("personal pickup shows the chosen shop with its hours on the methods step and after the order", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await restockWashGel(request);

  await toMethodsStep(page, javaScriptEnabled);
  await choose(page, javaScriptEnabled, "Způsob dopravy", /Osobní odběr/, "Zvolit dopravu");
  // The shop's own stores fit one page: listed without a search.
  await choose(page, javaScriptEnabled, "Výdejní místo", /Praha/, "Vybrat výdejní místo");
  const branch = page.getByRole("region", { name: "Výdejní místo" });
  await expect(branch.getByRole("link", { name: PRAHA })).toHaveAttribute(
    "href",
    "/pobocky/praha-vinohrady",
  );
  await expect(branch.locator("address")).toContainText("Vinohradská 1234/56");
  await expect(branch.getByText(/Dnes (\d{1,2}:\d\d–\d{1,2}:\d\d|zavřeno)/)).toBeVisible();
  await branch.getByText("Otevírací doba na 7 dní").click();
  await expect(branch.getByRole("row")).toHaveCount(7);

  await choose(page, javaScriptEnabled, "Způsob platby", /Platba na prodejně/, "Zvolit platbu");
  await page.getByRole("link", { name: "Pokračovat", exact: true }).click();
  await interactive(page, javaScriptEnabled);
  await fillDetails(page, { email: uniqueEmail("prodejna"), address: false });
  await placeOrder(page);

  await expect(
    page.getByRole("heading", { level: 1, name: "Děkujeme za objednávku" }),
  ).toBeVisible();
  const delivery = page.getByRole("region", { name: "Doprava a platba" });
  await expect(delivery.getByRole("link", { name: PRAHA })).toHaveAttribute(
    "href",
    "/pobocky/praha-vinohrady",
  );
  await expect(delivery.locator("address")).toContainText("Vinohradská 1234/56");
});

test("a pickup shop closed for now is shown closed, and the order waits for its first open day", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await restockWashGel(request);

  await toMethodsStep(page, javaScriptEnabled);
  await choose(page, javaScriptEnabled, "Způsob dopravy", /Osobní odběr/, "Zvolit dopravu");
  // The seed closes the České Budějovice shop from three days ago for ten more days.
  await choose(
    page,
    javaScriptEnabled,
    "Výdejní místo",
    /České Budějovice/,
    "Vybrat výdejní místo",
  );
  const branch = page.getByRole("region", { name: "Výdejní místo" });
  await expect(branch.getByText(/^Dočasně zavřeno do /)).toBeVisible();
  const ready = branch.getByText(/^Zboží si tu můžete vyzvednout od /);
  await expect(ready).toBeVisible();
  // "pondělí 14. 12." of "Zboží si tu můžete vyzvednout od pondělí 14. 12."
  const day = ((await ready.textContent()) ?? "").replace("Zboží si tu můžete vyzvednout od ", "");

  await choose(page, javaScriptEnabled, "Způsob platby", /Platba na prodejně/, "Zvolit platbu");
  await page.getByRole("link", { name: "Pokračovat", exact: true }).click();
  await interactive(page, javaScriptEnabled);
  const email = uniqueEmail("zavrena-prodejna");
  await fillDetails(page, { email, address: false });
  await placeOrder(page);
  await expect(page.getByText(`Předpokládané doručení: ${day}`)).toBeVisible();

  // The order status page states the same day, not the store's.
  const code = (await page.getByText(/^Číslo objednávky: \S+/).textContent())?.split(": ")[1];
  await page.goto(`/stav-objednavky?${new URLSearchParams({ kod: code ?? "", email })}`);
  const result = page.getByRole("region", { name: `Objednávka ${code}` });
  await expect(result.getByText("Prodejna České Budějovice")).toBeVisible();
  // "14. 12." of "pondělí 14. 12.", which the status page writes "14. 12. 2026".
  const dayAndMonth = /\d+\. \d+\./.exec(day)?.[0] ?? day;
  await expect(result.getByText("Připraveno k vyzvednutí od")).toBeVisible();
  await expect(result.locator("dd time").last()).toContainText(dayAndMonth);
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("the shops' stock and the pickup shop have no serious or critical accessibility violations", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole("region", { name: "Dostupnost na prodejnách" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await toMethodsStep(page, javaScriptEnabled);
    await choose(page, javaScriptEnabled, "Způsob dopravy", /Osobní odběr/, "Zvolit dopravu");
    await choose(page, javaScriptEnabled, "Výdejní místo", /Praha/, "Vybrat výdejní místo");
    await page.getByText("Otevírací doba na 7 dní").click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
