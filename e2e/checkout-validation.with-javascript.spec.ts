import { courierAnd, placeOrder, toMethodsStep } from "./checkout-steps.ts";
import { expect, test } from "./fixtures.ts";

// The browser logs the refused form's status as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

test("with JavaScript, leaving a field sends and shows nothing; the submission answers every message at once", async ({
  page,
  javaScriptEnabled,
}) => {
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  const form = page.getByRole("main");
  const delivery = form.getByRole("group", { name: "Dodací adresa" });
  const posts: Array<string> = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await form.getByLabel("Telefon", { exact: true }).fill("12");
  await delivery.getByLabel("PSČ", { exact: true }).fill("6020");
  await delivery.getByLabel("Město", { exact: true }).click();
  await expect(form.getByText("Nezadali jste správně telefonní číslo")).toHaveCount(0);
  expect(posts).toEqual([]);

  await placeOrder(page);
  await expect(form.getByText("Nezadali jste správně telefonní číslo")).toBeVisible();
  await expect(form.getByText("PSČ musí obsahovat 5 čísel")).toBeVisible();
  await expect(form.getByText("Zadejte platné datum narození.")).toBeVisible();
  await expect(
    form.getByText("Bez souhlasu s obchodními podmínkami objednávku nelze odeslat."),
  ).toBeVisible();
  await expect(delivery.getByLabel("PSČ", { exact: true })).toHaveValue("6020");
  await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);
});
