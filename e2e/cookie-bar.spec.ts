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
    // The buy button scrolled under the bar comes clear of it as soon as it takes focus.
    const buy = page.getByRole("button", { name: "Do košíku", exact: true }).first();
    await buy.evaluate((button) => {
      window.scrollBy(0, button.getBoundingClientRect().top - window.innerHeight + 30);
    });
    const covered = await buy.boundingBox();
    expect((covered?.y ?? 0) + (covered?.height ?? 0)).toBeGreaterThan(
      (await bar.boundingBox())?.y ?? 0,
    );
    await buy.focus();
    const buyBox = await buy.boundingBox();
    expect((buyBox?.y ?? 0) + (buyBox?.height ?? 0)).toBeLessThanOrEqual(
      (await bar.boundingBox())?.y ?? 0,
    );
  });
});
