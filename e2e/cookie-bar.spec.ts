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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the cookie bar asks on the first screen, at its bottom, and hides nothing for good", async ({
    page,
  }) => {
    await page.goto("/produkt/vibrator-velvet-classic");
    const bar = page.getByRole("region", { name: "Souhlas s cookies" });
    await expect(bar).toBeInViewport();
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
    expect(box?.height).toBeLessThanOrEqual(120);
    // Scrolled to the middle of the screen, the buy button stands clear of the bar.
    const buy = page.getByRole("button", { name: "Do košíku", exact: true }).first();
    await buy.evaluate((button) => button.scrollIntoView({ block: "center" }));
    const buyBox = await buy.boundingBox();
    const barBox = await bar.boundingBox();
    expect((buyBox?.y ?? 0) + (buyBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  });
});
