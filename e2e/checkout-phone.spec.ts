import { courierAnd, placeOrder, toMethodsStep } from "./checkout-steps.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe("the delivery details", () => {
  // The browser logs the refused form's status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

  test("the order button on an untouched form shows every required field's message at once", async ({
    page,
    javaScriptEnabled,
  }) => {
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    await placeOrder(page);

    const form = page.getByRole("main");
    const delivery = form.getByRole("group", { name: "Dodací adresa" });
    const required = [
      form.getByLabel("E-mail", { exact: true }),
      form.getByLabel("Jméno a příjmení", { exact: true }),
      form.getByLabel("Telefon", { exact: true }),
      delivery.getByLabel("Ulice", { exact: true }),
      delivery.getByLabel("Číslo popisné", { exact: true }),
      delivery.getByLabel("Město", { exact: true }),
      delivery.getByLabel("PSČ", { exact: true }),
    ];
    for (const field of required) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(/Toto pole je povinné\./);
    }
    await expect(form.getByText("Toto pole je povinné.")).toHaveCount(required.length);
    await expect(form.getByText("Zadejte platné datum narození.")).toBeVisible();
    await expect(
      form.getByText("Bez souhlasu s obchodními podmínkami objednávku nelze odeslat."),
    ).toBeVisible();
    await expect(
      form.getByText("Bez souhlasu se zpracováním osobních údajů objednávku nelze odeslat."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);
    // With JavaScript the first field to mend takes the focus, and with it the view.
    if (javaScriptEnabled) await expect(required[0]).toBeFocused();
    await expect(form.getByText("Toto pole je povinné.").first()).toBeInViewport();
  });
});
