import { courierAnd, toMethodsStep } from "./checkout-steps.ts";
import { expect, test } from "./fixtures.ts";

test("with JavaScript, leaving the phone or postcode field judges only that field", async ({
  page,
  javaScriptEnabled,
}) => {
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  const form = page.getByRole("main");
  const delivery = form.getByRole("group", { name: "Dodací adresa" });
  await form.getByLabel("Telefon", { exact: true }).fill("12");
  await delivery.getByLabel("PSČ", { exact: true }).click();
  await expect(form.getByText("Nezadali jste správně telefonní číslo")).toBeVisible();
  await delivery.getByLabel("PSČ", { exact: true }).fill("6020");
  await delivery.getByLabel("Město", { exact: true }).click();
  await expect(form.getByText("PSČ musí obsahovat 5 čísel")).toBeVisible();
  await expect(form.getByText("Zadejte platné datum narození")).toHaveCount(0);
  await expect(form.getByText("Nezadali jste celé jméno")).toHaveCount(0);
});
