import type { Page } from "@playwright/test";

import { WASH_GEL, choose } from "./checkout-steps.ts";
import { expect, interactive, renderSkippedParts, seriousViolations, test } from "./fixtures.ts";
import { uniqueEmail } from "./store-api.ts";

/**
 * The Slovak and German shops stay in their language: menus lead to their own pages, no
 * Czech interface text leaks in, prices are in euros and the language switcher opens the
 * same page in another language. The browser asks for the page's own language, so no
 * language banner (which speaks the other language on purpose) shows.
 */

/** Czech words that are neither Slovak nor German: each found on a page is a leak. */
const CZECH_ONLY = [
  "Kč",
  "Do košíku",
  "Přidat",
  "Hledat",
  "Přihlásit",
  "Můj účet",
  "Oblíbené",
  "Nákupní rádce",
  "Prodejny",
  "Doprava zdarma",
  "Skladem",
  "Řadit",
  "Od nejlevnějšího",
  "Nejprodávanější",
  "Pokračovat",
  "Zboží",
  "Objednávka",
  "Způsob dopravy",
  "Způsob platby",
  "Dodací údaje",
  "Vyzvedněte",
  "Zavřít",
];

/**
 * Letters of Czech that Slovak does not write, and that German does not write at all: a
 * line with one is Czech text.
 */
const CZECH_LETTERS = { "/sk": /[řůěŘŮĚ]/, "/de": /[ěščřžýáíůúňťďĚŠČŘŽÝÁÍŮÚŇŤĎ]/ } as const;

/** Czech names every language keeps: the Czech Post's pick-up service. */
const PROPER_NAMES = /Balíkovna/g;

type Language = { prefix: "/sk" | "/de"; browser: string };
const SLOVAK: Language = { prefix: "/sk", browser: "sk-SK" };
const GERMAN: Language = { prefix: "/de", browser: "de-DE" };

/** The page's text as lines, without the switcher's names of the languages in themselves. */
async function pageText(page: Page): Promise<string> {
  await renderSkippedParts(page);
  const text = await page.locator("body").innerText();
  const names = new Set(["Čeština", "Slovenčina", "Deutsch"]);
  return text
    .split("\n")
    .filter((line) => !names.has(line.trim()))
    .join("\n");
}

async function expectNoLeaks(page: Page, { prefix }: Language) {
  const text = await pageText(page);
  const leaks = CZECH_ONLY.filter((word) =>
    new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, "u").test(text),
  );
  expect(leaks, `Czech words on ${page.url()}`).toEqual([]);
  const czechLines = text
    .split("\n")
    .filter((line) => CZECH_LETTERS[prefix].test(line.replace(PROPER_NAMES, "")));
  expect(czechLines, `Czech lines on ${page.url()}`).toEqual([]);
  // Every link into the shop stays in the language; only the switcher leaves it.
  const hrefs = await page
    .locator("a[href^='/']:not([hreflang])")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const foreign = hrefs.filter((href) => href !== prefix && !href.startsWith(`${prefix}/`));
  expect(foreign, `links leaving ${prefix} on ${page.url()}`).toEqual([]);
  if (/\d,\d{2}/.test(text)) expect(text).toContain("€");
}

for (const language of [SLOVAK, GERMAN]) {
  test.describe(`the ${language.prefix} shop`, () => {
    test.use({ locale: language.browser });

    test("home, a category, a product, the cart and both checkout steps stay in the language", async ({
      page,
      javaScriptEnabled,
    }) => {
      const { prefix } = language;
      await page.goto(prefix);
      await interactive(page, javaScriptEnabled);
      await expectNoLeaks(page, language);

      // The main menu's first category, as a shopper opens it.
      const menu = page.getByRole("navigation", {
        name: prefix === "/sk" ? "Hlavné menu" : "Hauptmenü",
      });
      await menu.getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/[^/]+$`));
      await expect(page.locator("html")).toHaveAttribute("lang", prefix.slice(1));
      await expectNoLeaks(page, language);

      // The category is the vibrators; its first product, by its name.
      await page
        .getByRole("main")
        .getByRole("link", { name: /^Vibr[aá]tor / })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/produkt/`));
      await expectNoLeaks(page, language);

      await page.goto(
        `${prefix}/${prefix === "/sk" ? "kosik" : "warenkorb"}?addToCart=${WASH_GEL}:2`,
      );
      await expectNoLeaks(page, language);
      await page
        .getByRole("main")
        .getByRole("link", {
          name: prefix === "/sk" ? "Pokračovať k objednávke" : "Weiter zur Bestellung",
        })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/(kosik/doprava-a-platba|warenkorb/versand-und-zahlung)$`),
      );
      await interactive(page, javaScriptEnabled);
      await expectNoLeaks(page, language);

      await page.goto(
        `${prefix}/${prefix === "/sk" ? "kosik/dodacie-udaje" : "warenkorb/lieferdaten"}`,
      );
      await expectNoLeaks(page, language);
    });

    test("the pages have no serious accessibility violations and name their language", async ({
      page,
      javaScriptEnabled,
    }) => {
      // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
      test.skip(!javaScriptEnabled, "axe needs JavaScript");
      await page.goto(`${language.prefix}/produkt/vibrator-velvet-classic-1001`);
      await expect(page.locator("html")).toHaveAttribute("lang", language.prefix.slice(1));
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe("German prices", () => {
  test.use({ locale: "de-DE" });

  test("group thousands with a dot", async ({ page }) => {
    // Gleitgel Aqua 100 ml at 9,90 €: 120 of them make 1.188,00 €.
    await page.goto("/de/warenkorb?addToCart=10121:120");
    await expect(page.getByRole("row", { name: /Gleitgel Aqua 100 ml/ })).toContainText(
      "1.188,00 €",
    );
    const line = page.getByRole("row", { name: /Gleitgel Aqua 100 ml/ });
    await expect(line.getByRole("spinbutton")).toHaveValue("120");
    await expect(line).toContainText("Stk.");
  });
});

test.describe("a German shopper", () => {
  test.use({ locale: "de-DE" });

  test("orders to their address in Germany, with PPL and a bank transfer", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`/de/warenkorb?addToCart=${WASH_GEL}:2`);
    await page.getByRole("main").getByRole("link", { name: "Weiter zur Bestellung" }).click();
    await expect(page).toHaveURL(/\/de\/warenkorb\/versand-und-zahlung$/);
    await interactive(page, javaScriptEnabled);
    await choose(page, javaScriptEnabled, "Versandart", /PPL/, "Versandart übernehmen", /ändern$/);
    await choose(
      page,
      javaScriptEnabled,
      "Zahlungsart",
      /Banküberweisung/,
      "Zahlungsart übernehmen",
      /ändern$/,
    );
    await page.getByRole("link", { name: "Weiter", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/warenkorb\/lieferdaten$/);
    await interactive(page, javaScriptEnabled);

    const form = page.getByRole("main");
    await form.getByLabel("E-Mail", { exact: true }).fill(uniqueEmail("deutschland"));
    await form.getByLabel("Vor- und Nachname", { exact: true }).fill("Anna Schmidt");
    await form.getByLabel("Telefon", { exact: true }).fill("+49 30 1234567");
    await form.getByLabel("Geburtsdatum").fill("1988-03-14");
    const address = form.getByRole("group", { name: "Lieferadresse" });
    await address.getByLabel("Straße", { exact: true }).fill("Friedrichstraße");
    await address.getByLabel("Hausnummer", { exact: true }).fill("12");
    await address.getByLabel("Ort", { exact: true }).fill("Berlin");
    await address.getByLabel("PLZ", { exact: true }).fill("10117");
    await address.getByLabel("Land").selectOption({ label: "Deutschland" });
    await form
      .getByRole("checkbox", { name: "Ich stimme den Allgemeinen Geschäftsbedingungen zu" })
      .check();
    await form.getByRole("checkbox", { name: "Ich stimme der Datenschutzerklärung zu" }).check();
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung" }),
    ).toBeVisible();
    // What was bought and how it comes, in the language it was bought in.
    const main = page.getByRole("main");
    await expect(main).toContainText("Anna Schmidt, Friedrichstraße 12, 10117 Berlin, Deutschland");
    await expect(main).toContainText("Intim-Waschgel Fresh 200 ml");
    await expect(main).toContainText("Versand: PPL – Lieferung an die Adresse");
    await expect(main).toContainText("Zahlung: Banküberweisung (QR-Code)");
    await expectNoLeaks(page, GERMAN);
  });
});

test("the language switcher opens the same product in German and the choice is remembered", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/produkt/vibrator-velvet-classic");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vibrátor Velvet Classic");
  // The desktop header's switcher; a phone finds the same links in the menu panel.
  await page
    .getByRole("navigation", { name: "Horní menu" })
    .getByRole("link", { name: "Deutsch" })
    .click();
  await expect(page).toHaveURL(/\/de\/produkt\/vibrator-velvet-classic-1001$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vibrator Velvet Classic");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "shop_locale")).toMatchObject({
    value: "de",
    httpOnly: true,
  });

  // Back in Czech, with a Czech browser, the banner offers the remembered German.
  await page.goto("/produkt/vibrator-velvet-classic");
  const banner = page.getByRole("region", { name: "Jazyková verze" });
  await expect(banner).toContainText("Diesen Shop gibt es auch in Ihrer Sprache:");
  await banner.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/produkt\/vibrator-velvet-classic-1001$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu panel offers the languages", async ({ page, javaScriptEnabled }) => {
    await page.goto("/sk/vibratory");
    await interactive(page, javaScriptEnabled);
    await page.getByText("Menu", { exact: true }).click();
    const languages = page.getByRole("list", { name: "Jazyk" }).last();
    await languages.getByRole("link", { name: "Čeština" }).click();
    // A new document through the switch route ("/sk/vibratory" would match a looser test).
    await page.waitForURL((url) => url.pathname === "/vibratory");
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
  });
});
