import type { Page } from "@playwright/test";

import { expect, interactive, test } from "./fixtures.ts";

const SHOPS = {
  sk: { home: "/sk", label: "Hľadať v obchode", results: /\/sk\/hladat\?q=/ },
  de: { home: "/de", label: "Im Shop suchen", results: /\/de\/suche\?q=/ },
} as const;

/** Types a query into the header's box of the Slovak or German shop and sends it. */
async function searchFor(
  page: Page,
  javaScriptEnabled: boolean,
  shop: keyof typeof SHOPS,
  query: string,
) {
  const { home, label, results } = SHOPS[shop];
  await page.goto(home);
  await interactive(page, javaScriptEnabled);
  const box = page.getByRole("search").first().getByLabel(label);
  await box.fill(query);
  await box.press("Enter");
  await expect(page).toHaveURL(results);
}

test("a German shopper finds German product names, categories and articles", async ({
  page,
  javaScriptEnabled,
}) => {
  await searchFor(page, javaScriptEnabled, "de", "gleitgel aqua");
  const products = page.getByRole("region", { name: /^Produkte \(\d+\)$/ });
  await expect(products.getByRole("article").first().getByRole("heading")).toHaveText(
    "Gleitgel Aqua 100 ml",
  );
  await expect(page.getByRole("region", { name: /^Kategorien/ })).toContainText("Gleitgele");
  await expect(page.getByText("Kein Produkt passt zu allen Suchbegriffen.")).toHaveCount(0);

  await searchFor(page, javaScriptEnabled, "de", "spitzenbody");
  await expect(
    page
      .getByRole("region", { name: /^Produkte/ })
      .getByRole("heading", { name: "Spitzenbody Noir" }),
  ).toBeVisible();

  await searchFor(page, javaScriptEnabled, "de", "ersten");
  const articles = page.getByRole("region", { name: /^Artikel und Ratgeber/ });
  await articles.getByRole("link", { name: "So finden Sie Ihren ersten Vibrator" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "So finden Sie Ihren ersten Vibrator",
  );
});

test("a Slovak shopper finds Slovak names and reads categories and questions in Slovak", async ({
  page,
  javaScriptEnabled,
}) => {
  await searchFor(page, javaScriptEnabled, "sk", "vibracne vajicka");
  const categories = page.getByRole("region", { name: /^Kategórie/ });
  await expect(categories.getByRole("link", { name: "Vibračné vajíčka" })).toBeVisible();
  await expect(categories).not.toContainText("Vibrační vajíčka");

  await searchFor(page, javaScriptEnabled, "sk", "velkost kondomu");
  const questions = page.getByRole("region", { name: /^Časté otázky/ });
  await expect(questions.getByText("Akú veľkosť kondómu zvoliť?")).toBeVisible();
  await expect(questions).not.toContainText("Jakou velikost kondomu zvolit?");

  await searchFor(page, javaScriptEnabled, "sk", "cipkovane");
  await expect(
    page
      .getByRole("region", { name: /^Produkty/ })
      .getByRole("heading", { name: "Čipkované body Noir" }),
  ).toBeVisible();
});

test("words that no product holds together still find what holds some, and the page says so", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/hledat?q=lubrikant+gel");
  await interactive(page, javaScriptEnabled);
  await expect(
    page.getByText(
      "Žádný produkt neodpovídá všem hledaným slovům. Tyto odpovídají alespoň některým z nich.",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: /^Produkty \(\d+\)$/ }).getByRole("article"),
  ).toHaveCount(10);

  await searchFor(page, javaScriptEnabled, "sk", "cipkovane lubrikacny");
  await expect(page.getByText("Žiadny produkt nezodpovedá všetkým hľadaným slovám.")).toBeVisible();
  const slovak = page.getByRole("region", { name: /^Produkty/ });
  await expect(slovak.getByRole("heading", { name: "Čipkované body Noir" })).toBeVisible();

  await searchFor(page, javaScriptEnabled, "de", "spitzenbody gleitgel");
  await expect(page.getByText("Kein Produkt passt zu allen Suchbegriffen.")).toBeVisible();
  const german = page.getByRole("region", { name: /^Produkte \(\d+\)$/ });
  await expect(german.getByRole("heading", { name: "Spitzenbody Noir" })).toBeVisible();
});

test("suggestions find Slovak and German names", async ({ request }) => {
  for (const [path, name] of [
    ["/sk/hladat/navrhy?q=cipkovane", "Čipkované body Noir"],
    ["/de/suche/vorschlaege?q=gleitgel+aqua", "Gleitgel Aqua 100 ml"],
  ] as const) {
    const answer = (await (await request.get(path)).json()) as {
      products: { items: Array<{ name: string }> };
    };
    expect(answer.products.items[0]?.name, path).toBe(name);
  }
});
