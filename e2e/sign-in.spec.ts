import type { Page } from "@playwright/test";

import { expect, interactive, test } from "./fixtures.ts";
import {
  PASSWORD,
  accessToken,
  logInThroughForm,
  registeredCustomer,
  uniqueEmail,
} from "./store-api.ts";

const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
const header = (page: Page) => page.getByRole("banner");

test("log in with a return target, see the name in the header, then log out", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await registeredCustomer(request, "prihlaseni");
  await logInThroughForm(page, customer, "?redirectTo=%2Fkosik");
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně. Vítejte, Eva!");
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();

  await page.goto("/prihlasit");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByText(`Jste přihlášeni jako Eva (${customer.email}).`)).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Odhlásit se" }).click();
  await expect(notifications(page)).toContainText("Odhlášení proběhlo úspěšně.");
  await expect(header(page).getByRole("link", { name: "Eva" })).toHaveCount(0);
});

test("a return target on another site is ignored", async ({ page, request }) => {
  const customer = await registeredCustomer(request, "presmerovani");
  await logInThroughForm(page, customer, "?redirectTo=%2F%2Fevil.example%2F");
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně.");
  expect(new URL(page.url()).host).toBe("127.0.0.1:3100");
  expect(new URL(page.url()).pathname).toBe("/");
});

test.describe("refusals", () => {
  // The browser logs a refused login's status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 4(00|01|03|29)/] });

  test("an untouched form answers both fields at once, by their fields", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/prihlasit");
    await interactive(page, javaScriptEnabled);
    const form = page.getByRole("main");
    await form.getByRole("button", { name: "Přihlásit se" }).click();
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(
      "Zadejte e-mail.",
    );
    await expect(form.getByLabel("Heslo", { exact: true })).toHaveAccessibleDescription(
      "Zadejte heslo.",
    );
  });

  test("a wrong password is refused with the input kept", async ({ page }) => {
    const email = "jana.novakova@example.cz";
    await logInThroughForm(page, { email, password: "spatne-heslo" });
    await expect(page.getByText("Nesprávný e-mail nebo heslo")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("E-mail")).toHaveValue(email);
  });

  test("after five wrong passwords the account is locked for a while", async ({ page }) => {
    const account = { email: uniqueEmail("zamek"), password: "spatne-heslo" };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await logInThroughForm(page, account);
      await expect(page.getByText("Nesprávný e-mail nebo heslo")).toBeVisible();
    }
    await logInThroughForm(page, account);
    await expect(
      page.getByText(
        /^Příliš mnoho neúspěšných pokusů o přihlášení\. Zkuste to prosím znovu za \d+ min\.$/,
      ),
    ).toBeVisible();
  });

  test("a customer of a restricted group is logged out again at once", async ({ page }) => {
    await logInThroughForm(page, { email: "velkoobchod@example.cz", password: PASSWORD });
    await expect(page.getByRole("heading", { name: "Přihlášení zde není možné" })).toBeVisible();
    // Whom to turn to: the shop's phone and e-mail, as links in the notice itself.
    const notice = page
      .getByRole("dialog")
      .or(page.getByRole("alert"))
      .filter({ hasText: "Přihlášení zde není možné" });
    await expect(notice.getByRole("link", { name: "+420 800 123 456" })).toHaveAttribute(
      "href",
      "tel:+420800123456",
    );
    await expect(notice.getByRole("link", { name: "podpora@example.cz" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("button", { name: "Přihlásit se" }),
    ).toBeVisible();
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Můj účet" })).toBeVisible();
  });
});

test("a guest's cart is merged into the customer's cart at login", async ({ page, request }) => {
  const customer = await registeredCustomer(request, "slouceni");
  await page.goto("/kosik?addToCart=10171:2");
  await expect(page.getByRole("row", { name: /Kondomy Classic/ })).toBeVisible();

  await logInThroughForm(page, customer);
  await expect(notifications(page)).toContainText(
    "Do košíku jsme přidali 1 produkt, který jste vybrali před přihlášením",
  );
  await page.goto("/kosik");
  const row = page.getByRole("row", { name: /Kondomy Classic/ });
  await expect(row.getByLabel(/^Množství – /)).toHaveValue("2");
});

test("login as user with the back office's token, confirmed with a button and used once, and a missing token", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, "zastoupeni");
  const token = await accessToken(request, customer.email);
  const link = `/prihlasit?token=${encodeURIComponent(token)}`;
  await page.goto(link);
  // Opening the link logs nobody in: a page of another site could open it.
  await expect(
    page.getByRole("heading", {
      name: `Přihlásit se jako zákazník Eva Malá (${customer.email})?`,
    }),
  ).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Eva" })).toHaveCount(0);
  await page.getByRole("button", { name: "Přihlásit se jako zákazník" }).click();
  await expect(notifications(page)).toContainText(
    `Jste přihlášeni jako zákazník Eva Malá (${customer.email}).`,
  );
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(notifications(page)).toContainText(
    "Přihlášení za zákazníka se nepodařilo: odkaz už byl použit.",
  );

  await page.goto("/prihlasit?token=");
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(notifications(page)).toContainText(
    "Přihlášení za zákazníka se nepodařilo: chybí platný token.",
  );
  // A GET changes no login: the one made by the button stays.
  await expect(header(page).getByRole("link", { name: "Eva" })).toBeVisible();

  // The link's token written into a login cookie by hand, the way the shop writes its
  // value, opens no account: only a cookie the shop signed does.
  await page.context().clearCookies();
  await page.context().addCookies([
    {
      name: "shop_auth_token",
      value: encodeURIComponent(Buffer.from(JSON.stringify(token)).toString("base64")),
      url: page.url(),
    },
  ]);
  await page.goto("/uzivatel");
  await expect(page.getByRole("heading", { level: 1, name: "Přihlášení" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Eva" })).toHaveCount(0);
});
