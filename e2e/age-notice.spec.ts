import type { Page } from "@playwright/test";

import { expect, holdRequests, interactive, test } from "./fixtures.ts";

test.use({ ageConfirmed: false });

test("the age notice covers every page until confirmed, then never shows again", async ({
  page,
  context,
}) => {
  await page.goto("/produkt/vibrator-rabbit-duo");
  const notice = page.getByRole("dialog", { name: "Jen pro dospělé" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("pouze osobám starším 18 let");

  await notice.getByRole("button", { name: "Je mi 18 let, vstoupit" }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/produkt\/vibrator-rabbit-duo$/);
  await expect(page.getByRole("button", { name: "Do košíku", exact: true })).toBeVisible();

  // With JavaScript the notice goes before the answer that remembers it has arrived.
  await expect
    .poll(async () => {
      const cookies = await context.cookies();
      return cookies.find((cookie) => cookie.name === "shop_age_confirmed")?.httpOnly;
    })
    .toBe(true);

  await page.goto("/");
  await expect(page.getByRole("dialog", { name: "Jen pro dospělé" })).toHaveCount(0);
});

/** Confirms on an interactive page while the shop's answer is held back; returns its release. */
async function confirmHeldBack(page: Page): Promise<() => void> {
  const release = await holdRequests(page, "**/potvrzeni-veku**");
  await page
    .getByRole("dialog", { name: "Jen pro dospělé" })
    .getByRole("button", { name: "Je mi 18 let, vstoupit" })
    .click();
  return release;
}

test("with JavaScript the notice goes the moment the visitor confirms, not when the server answers", async ({
  page,
  javaScriptEnabled,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- without JavaScript the page reloads
  test.skip(!javaScriptEnabled, "without JavaScript the confirmation loads the page again");
  await page.goto("/produkt/vibrator-rabbit-duo");
  await interactive(page, javaScriptEnabled);
  const release = await confirmHeldBack(page);
  const notice = page.getByRole("dialog", { name: "Jen pro dospělé" });
  await expect(notice).toBeHidden();
  await expect(page.getByRole("button", { name: "Do košíku", exact: true })).toBeEnabled();
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && /potvrzeni-veku/.test(response.url()),
  );
  release();
  await answered;
  await page.goto("/");
  await expect(notice).toHaveCount(0);
});

test("with JavaScript the page stays as it is: what the visitor types meanwhile is kept, Back leaves it", async ({
  page,
  javaScriptEnabled,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- without JavaScript the page reloads
  test.skip(!javaScriptEnabled, "without JavaScript the confirmation loads the page again");
  await page.goto("/");
  await page.goto("/produkt/vibrator-rabbit-duo");
  await interactive(page, javaScriptEnabled);
  const release = await confirmHeldBack(page);
  // The visitor types once the notice has gone: until then it covers the page.
  await expect(page.getByRole("dialog", { name: "Jen pro dospělé" })).toBeHidden();
  const search = page.getByRole("combobox", { name: "Hledat v obchodě" });
  await search.pressSequentially("lubrikant");
  // The page's data again, now for a confirmed visitor.
  const reloaded = page.waitForResponse(
    (response) => response.request().method() === "GET" && response.url().includes(".data"),
  );
  release();
  await reloaded;
  await expect(search).toHaveValue("lubrikant");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("the server sends the notice in the first HTML and leaves it out once confirmed", async ({
  request,
}) => {
  // The dialog's markup, not its words: the page's translations carry those too.
  const notice = 'aria-labelledby="age-notice-title"';
  expect(await (await request.get("/")).text()).toContain(notice);
  await request.post("/potvrzeni-veku", {
    form: { redirectTo: "https://evil.example/" },
    maxRedirects: 0,
  });
  const after = await request.get("/");
  expect(await after.text()).not.toContain(notice);
});

test("the confirmation never redirects to another site", async ({ request }) => {
  const response = await request.post("/potvrzeni-veku", {
    form: { redirectTo: "//evil.example/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/");
});
