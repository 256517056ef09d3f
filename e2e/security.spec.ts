import { expect, test } from "./fixtures.ts";

test("the home page carries the security headers", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("each page gets its own nonce, used by every script", async ({ request }) => {
  const nonceOf = async () => {
    const response = await request.get("/");
    const match = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "");
    const html = await response.text();
    return { nonce: match?.[1], html };
  };
  const first = await nonceOf();
  const second = await nonceOf();
  expect(first.nonce).toBeTruthy();
  expect(first.nonce).not.toBe(second.nonce);
  const scripts = [...first.html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${first.nonce}"`);
});

test("a POST from a foreign site is refused", async ({ request }) => {
  const response = await request.post("/produkt/lubrikacni-gel-aqua-100-ml", {
    headers: { origin: "https://evil.example" },
    form: { variantId: "10121", quantity: "1" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("the guest cart token is an HttpOnly cookie for one day", async ({ page, context }) => {
  await page.goto("/produkt/lubrikacni-gel-aqua-100-ml");
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");
  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name.endsWith("cart_token"));
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe("Lax");
  const lifetime = (token?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_400 - 120);
  expect(lifetime).toBeLessThanOrEqual(86_400);
  expect(await page.evaluate(() => document.cookie)).not.toContain("cart_token");
});
