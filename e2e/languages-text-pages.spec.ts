import type { Locator, Page } from "@playwright/test";

import { expect, interactive, test } from "./fixtures.ts";

/**
 * The Slovak and German shops' own pages from the CMS (shopping information, contact, FAQ,
 * size chart, infomails, authors) read in their language with euro amounts; a document
 * the CMS has only in Czech says so with its own `lang` (decision 064). Product reviews
 * come in the shopper's language first, each other one marked with its own.
 */

/** The language an element's text is in: its own `lang`, or that of the nearest ancestor. */
function languageOf(element: Locator): Locator {
  return element.locator("xpath=ancestor-or-self::*[@lang][1]");
}

/** Nothing in the page's main part is priced in crowns. */
async function expectEurosOnly(page: Page) {
  await expect(page.getByRole("main")).not.toContainText("Kč");
}

test.describe("the Slovak shop", () => {
  test.use({ locale: "sk-SK" });

  test("tells how much shipping costs in euros, in Slovak", async ({ page, javaScriptEnabled }) => {
    await page.goto("/sk/vsetko-o-nakupe");
    await interactive(page, javaScriptEnabled);
    const main = page.getByRole("main");
    await expect(
      main.getByText("Doprava – všetko, čo potrebujete vedieť o nákupe v našom obchode."),
    ).toBeVisible();
    await main.getByRole("link", { name: "Doprava", exact: true }).click();
    await expect(page).toHaveURL(/\/sk\/vsetko-o-nakupe\/doprava$/);
    const heading = page.getByRole("heading", { level: 1, name: "Doprava" });
    await expect(languageOf(heading)).toHaveAttribute("lang", "sk");
    await expect(page.getByRole("row", { name: /Výdajné miesto Packeta/ })).toContainText("3,16 €");
    await expect(page.getByRole("row", { name: /Kuriér PPL na adresu/ })).toContainText("4,76 €");
    await expect(main).toContainText("Nad 60 € máte dopravu zadarmo.");
    await expect(main.getByRole("heading", { name: "Nenašli ste, čo hľadáte?" })).toBeVisible();
    await expectEurosOnly(page);
  });

  test("contact, the size chart and the FAQ speak Slovak", async ({ page, javaScriptEnabled }) => {
    await page.goto("/sk/kontakt");
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("main")).toContainText("Zákaznícka linka");

    await page.goto("/sk/tabulka-velkosti");
    await expect(page.getByRole("heading", { level: 1, name: "Tabuľka veľkostí" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Obvod v stoporení" })).toBeVisible();

    await page.goto("/sk/najcastejsie-otazky");
    await interactive(page, javaScriptEnabled);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Doprava a doručenie" })).toBeVisible();
    await main.getByText("Koľko stojí doprava a kedy mi zásielka príde?").click();
    await expect(main.getByText(/výdajné miesto Packeta stojí 3,16 €/)).toBeVisible();
    await expectEurosOnly(page);
  });

  test("authors introduce themselves in Slovak", async ({ page, javaScriptEnabled }) => {
    await page.goto("/sk/autori");
    await interactive(page, javaScriptEnabled);
    await page.getByRole("main").getByRole("link", { name: "Tomáš Marek" }).click();
    await expect(page).toHaveURL(/\/sk\/autori\/tomas-marek$/);
    const perex = page.getByText("Testuje pomôcky v našej redakcii", { exact: false });
    await expect(perex).toBeVisible();
    await expect(languageOf(perex)).toHaveAttribute("lang", "sk");
  });

  test("a page the shop has only in Czech says it is Czech, its product boxes Slovak", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/sk/inspiracia/velka-noc");
    await interactive(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
    const heading = page.getByRole("heading", { level: 1, name: "Velikonoční inspirace" });
    await expect(languageOf(heading)).toHaveAttribute("lang", "cs");
    // The shop's catalogue inside the Czech text: the Slovak name of a product and its price.
    const product = page.getByRole("main").getByRole("link", { name: /Masážna sviečka Aroma/ });
    await expect(product.first()).toBeVisible();
    await expect(languageOf(product.first())).toHaveAttribute("lang", "sk");
  });
});

test.describe("the German shop", () => {
  test.use({ locale: "de-DE" });

  test("tells how much shipping costs in euros, in German", async ({ page, javaScriptEnabled }) => {
    await page.goto("/de/alles-zum-einkauf");
    await interactive(page, javaScriptEnabled);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Versand", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/alles-zum-einkauf\/versand$/);
    await expect(page.getByRole("heading", { level: 1, name: "Versand" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Packeta-Abholstelle/ })).toContainText("3,16 €");
    await expect(main).toContainText("Ab 60 € liefern wir versandkostenfrei.");
    await expectEurosOnly(page);

    await main.getByRole("link", { name: "Zahlung" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Zahlung" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Per Nachnahme (Aufpreis 1,56 €)");
  });

  test("contact, the size chart and the FAQ speak German", async ({ page, javaScriptEnabled }) => {
    await page.goto("/de/kontakt");
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("main")).toContainText("Kundenhotline");

    await page.goto("/de/grossentabelle");
    await expect(page.getByRole("heading", { level: 1, name: "Größentabelle" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kondome nach Nennbreite" })).toBeVisible();

    await page.goto("/de/haeufige-fragen");
    await interactive(page, javaScriptEnabled);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Versand und Zustellung" })).toBeVisible();
    const question = main.getByText("Was kostet der Versand und wann kommt mein Paket an?");
    await question.click();
    await expect(main.getByText(/Packeta-Abholstelle kostet 3,16 €/)).toBeVisible();
    await expect(languageOf(question)).toHaveAttribute("lang", "de");
    await expectEurosOnly(page);
  });

  test("an infomail sent in Czech only says it is Czech; one sent in German reads German", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/de/infomail");
    await interactive(page, javaScriptEnabled);
    const main = page.getByRole("main");
    await expect(
      languageOf(main.getByRole("link", { name: "Ein Geschenk zu jeder Bestellung" })),
    ).toHaveAttribute("lang", "de");
    const czech = main.getByRole("link", { name: "Jarní výprodej: až 40 % dolů" });
    await expect(languageOf(czech)).toHaveAttribute("lang", "cs");
    await czech.click();
    await expect(page).toHaveURL(/\/de\/infomail\/jarni-vyprodej$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Jarní výprodej: až 40 % dolů");
    await expect(heading).toHaveAttribute("lang", "cs");
    await expect(languageOf(page.getByText("Jarní výprodej je tady"))).toHaveAttribute(
      "lang",
      "cs",
    );
    // The shop's own way back stays German.
    await expect(languageOf(page.getByRole("link", { name: /Alle Infomails/ }))).toHaveAttribute(
      "lang",
      "de",
    );
  });

  test("a product's reviews read German first; Slovak and Czech ones say their language", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/de/produkt/stimulator-klitorisu-amora-pulse");
    await expect(page).toHaveURL(/\/de\/produkt\/[a-z0-9-]+$/);
    await interactive(page, javaScriptEnabled);
    const reviews = page.getByRole("region", { name: "Kundenbewertungen" });
    const german = reviews.getByText("Sehr gutes Preis-Leistungs-Verhältnis.");
    await expect(german).toBeVisible();
    await expect(languageOf(german)).toHaveAttribute("lang", "de");
    await expect(languageOf(reviews.getByText("Odpovídá popisu, jsem spokojená."))).toHaveAttribute(
      "lang",
      "cs",
    );
    await reviews.getByRole("link", { name: "Weitere Bewertungen anzeigen" }).click();
    await expect(languageOf(reviews.getByText("Zodpovedá popisu, som spokojná."))).toHaveAttribute(
      "lang",
      "sk",
    );
  });

  test("an article's title names the German magazine and the shop", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/de/magazin");
    await interactive(page, javaScriptEnabled);
    await page
      .getByRole("main")
      .getByRole("link", { name: /ersten Vibrator/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/de\/artikel\//);
    await expect(page).toHaveTitle(/ \| Kaufberater \| Amoris$/);
    expect(await page.title()).not.toContain("Magazín");
  });
});
