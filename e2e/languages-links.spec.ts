import { expect, test } from "./fixtures.ts";

/** Every `href` in a JSON answer, however deep. */
function hrefsIn(value: unknown): Array<string> {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === "href" && typeof child === "string" ? [child] : hrefsIn(child),
  );
}

test("search suggestions lead Slovak and German shoppers to pages in their language", async ({
  request,
}) => {
  for (const [path, prefix] of [
    ["/sk/hladat/navrhy?q=vibr", "/sk/"],
    ["/de/suche/vorschlaege?q=vibr", "/de/"],
  ] as const) {
    const hrefs = hrefsIn(await (await request.get(path)).json());
    expect(hrefs.length, path).toBeGreaterThan(0);
    expect(
      hrefs.filter((href) => !href.startsWith(prefix)),
      path,
    ).toEqual([]);
  }
});

test("a moved page keeps the shopper's language and the listing's page and sort", async ({
  request,
}) => {
  const moved = async (path: string) => {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(301);
    return answer.headers()["location"] ?? "";
  };
  expect(await moved("/sk/doprava-a-platba")).toBe("/sk/vsetko-o-nakupe/doprava");
  expect(await moved("/de/gely")).toMatch(/^\/de\/[a-z-]+$/);
  expect(await moved("/de/gely")).not.toBe("/de/lubrikacni-gely");
  expect(await moved("/vibratory-klasicke?page=2&sort=price_asc")).toBe(
    "/klasicke-vibratory?page=2&sort=price_asc",
  );
});

test("a German product has one address, and German pages link to it", async ({ page, request }) => {
  const other = await request.get("/de/produkt/vibrator-rabbit-duo?variant_id=1", {
    maxRedirects: 0,
  });
  expect(other.status()).toBe(301);
  expect(other.headers()["location"]).toBe("/de/produkt/vibrator-rabbit-duo-1006?variant_id=1");

  await page.goto("/de/vibratoren");
  const link = page.getByRole("link", { name: /Rabbit Duo/ }).first();
  await expect(link).toHaveAttribute("href", "/de/produkt/vibrator-rabbit-duo-1006");
  await link.click();
  await expect(page).toHaveURL(/\/de\/produkt\/vibrator-rabbit-duo-1006$/);
});

test("a German listing lives at its German slug, names it canonical and its languages as alternates", async ({
  page,
  request,
}) => {
  const twin = await request.get("/de/vibratory?page=2", { maxRedirects: 0 });
  expect(twin.status()).toBe(301);
  expect(twin.headers()["location"]).toBe("/de/vibratoren?page=2");

  await page.goto("/de/vibratoren?page=2");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/de\/vibratoren\?page=2$/,
  );
  await expect(page.locator('link[hreflang="cs"]')).toHaveAttribute(
    "href",
    /[^/]\/vibratory\?page=2$/,
  );
  await expect(page.locator('link[hreflang="sk"]')).toHaveAttribute(
    "href",
    /\/sk\/vibratory\?page=2$/,
  );
  await expect(page.getByRole("link", { name: "Weiter", exact: true })).toHaveAttribute(
    "href",
    /^\/de\/vibratoren\?page=3$/,
  );
});
