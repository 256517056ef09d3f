import { expect, test } from "./fixtures.ts";

test("the cookie bar asks once; the choice is remembered", async ({ page, context }) => {
  await page.goto("/");
  const bar = page.getByRole("region", { name: "Souhlas s cookies" });
  await expect(bar).toContainText("Používáme cookies");

  await bar.getByRole("button", { name: "Jen nezbytné" }).click();
  await expect(page.getByRole("region", { name: "Souhlas s cookies" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // With JavaScript the bar goes at once; the cookie comes with the shop's answer.
  const consent = async () =>
    (await context.cookies()).find((cookie) => cookie.name === "shop_cookie_consent");
  await expect.poll(async () => (await consent())?.value).toBe("necessary");
  expect(await consent()).toMatchObject({ httpOnly: true });

  await page.goto("/produkt/vibrator-rabbit-duo");
  await expect(page.getByRole("region", { name: "Souhlas s cookies" })).toHaveCount(0);
});
