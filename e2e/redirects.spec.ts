import { expect, test } from "./fixtures.ts";

// Each of the spec's 301 rules, checked on the wire: status and Location.
const cases: Array<[string, string, string]> = [
  ["removes the default language's prefix", "/cs/kosik", "/kosik"],
  ["lower-cases the path, keeping the query", "/KOSIK?Krok=2", "/kosik?Krok=2"],
  [
    "strips fbclid and hrk, keeping other parameters",
    "/?fbclid=a&hrk=b&utm_source=c",
    "/?utm_source=c",
  ],
  ["removes a trailing slash", "/produkt/vibrator-rabbit-duo/", "/produkt/vibrator-rabbit-duo"],
];

for (const [rule, from, to] of cases) {
  test(`301: ${rule}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);
  });
}

test("a shopper following an old link lands on the canonical page", async ({ page }) => {
  await page.goto("/CS/Produkt/Vibrator-Rabbit-Duo/?fbclid=123");
  await expect(page).toHaveURL(/\/produkt\/vibrator-rabbit-duo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vibrátor Rabbit Duo" })).toBeVisible();
});
