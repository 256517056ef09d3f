import { expect, test } from "./fixtures.ts";

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

  const cookies = await context.cookies();
  const confirmation = cookies.find((cookie) => cookie.name === "shop_age_confirmed");
  expect(confirmation?.httpOnly).toBe(true);

  await page.goto("/");
  await expect(page.getByRole("dialog", { name: "Jen pro dospělé" })).toHaveCount(0);
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
