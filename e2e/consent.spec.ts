import type { BrowserContext, Page } from "@playwright/test";

import { expect, interactive, seriousViolations, test } from "./fixtures.ts";

/**
 * The cookies a shopper who allowed nothing may hold after browsing: the age notice's and
 * the consent's answers, the session (flash notices) and the product page's own list of
 * what was last seen. Anything else (a campaign, an affiliate id, a measurement cookie)
 * would need a consent that was not given.
 */
const NECESSARY = [
  "shop_age_confirmed",
  "shop_cookie_consent",
  "shop_last_visited",
  "shop_session",
];

const DENIED_BY_DEFAULT = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  personalization_storage: "denied",
  functionality_storage: "granted",
  security_storage: "granted",
};

type Consent = { analytics: boolean; marketing: boolean; personalisation: boolean };

const NOTHING: Consent = { analytics: false, marketing: false, personalisation: false };
const ANALYTICS_AND_PERSONALISATION: Consent = {
  analytics: true,
  marketing: false,
  personalisation: true,
};

function update(granted: Consent) {
  const state = (on: boolean) => (on ? "granted" : "denied");
  return {
    analytics_storage: state(granted.analytics),
    ad_storage: state(granted.marketing),
    ad_user_data: state(granted.marketing),
    ad_personalization: state(granted.marketing),
    personalization_storage: state(granted.personalisation),
  };
}

const cookieBar = (page: Page) => page.getByRole("region", { name: "Souhlas s cookies" });

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "shop_cookie_consent")?.value;
}

/** The data layer as the page's scripts left it; each entry is one `gtag()` call. */
async function dataLayer(page: Page): Promise<Array<Array<unknown>> | null> {
  return page.evaluate(() => {
    const layer: unknown = Reflect.get(window, "dataLayer");
    if (!Array.isArray(layer)) return null;
    return layer.map((entry: ArrayLike<unknown>) => Array.from(entry));
  });
}

/**
 * With JavaScript, the data layer starts with Consent Mode's default and the server's
 * update, before any event a tag could read; without it, nothing runs to check.
 */
async function expectConsentMode(page: Page, javaScriptEnabled: boolean, granted: Consent) {
  if (!javaScriptEnabled) return;
  expect((await dataLayer(page))?.slice(0, 2)).toEqual([
    ["consent", "default", DENIED_BY_DEFAULT],
    ["consent", "update", update(granted)],
  ]);
}

/** What the head's Consent Mode script pushes, as the server wrote it (JS off as well). */
async function consentModeScript(page: Page): Promise<string> {
  return (await page.locator("head script:not([src])").first().textContent()) ?? "";
}

test("necessary only: no cookie beyond the necessary ones, and Consent Mode denies everything", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await page.goto("/?cjevent=0123456789abcdef");
  expect(await consentModeScript(page)).toContain('gtag("consent","default"');
  expect(await consentModeScript(page)).not.toContain('"update"');

  await cookieBar(page).getByRole("button", { name: "Jen nezbytné" }).click();
  await expect(cookieBar(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(context)).toBe("necessary");

  await page.goto("/produkt/vibrator-rabbit-duo?cjevent=fedcba9876543210");
  await interactive(page, javaScriptEnabled);
  await page.goto("/vibratory");
  await interactive(page, javaScriptEnabled);

  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => !NECESSARY.includes(name))).toEqual([]);

  expect(await consentModeScript(page)).toContain(
    `gtag("consent","update",${JSON.stringify(update(NOTHING))})`,
  );
  await expectConsentMode(page, javaScriptEnabled, NOTHING);
});

test("the settings save a choice by category, and the footer link opens it again", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await page.goto("/vibratory");
  // Clicked once the page is interactive, as in the other journeys.
  await interactive(page, javaScriptEnabled);
  await cookieBar(page).getByRole("link", { name: "Nastavení" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nastavení cookies" })).toBeVisible();

  const necessary = page.getByRole("checkbox", { name: "Nezbytné" });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ["Analytické", "Marketingové", "Personalizace"]) {
    await expect(page.getByRole("checkbox", { name })).not.toBeChecked();
  }
  await expect(page.getByRole("checkbox", { name: "Analytické" })).toHaveAccessibleDescription(
    /jak obchod používáte/,
  );

  await interactive(page, javaScriptEnabled);
  await page.getByRole("checkbox", { name: "Analytické" }).check();
  await page.getByRole("checkbox", { name: "Personalizace" }).check();
  await page.getByRole("button", { name: "Uložit nastavení" }).click();

  // Back on the page the settings were opened from, with the notice and without the bar.
  await expect(page).toHaveURL(/\/vibratory$/);
  await expect(page.getByRole("region", { name: "Oznámení" })).toContainText(
    "Nastavení cookies jsme uložili.",
  );
  await expect(cookieBar(page)).toHaveCount(0);
  expect(await consentCookie(context)).toBe("analytics.personalisation");
  const chosen = update(ANALYTICS_AND_PERSONALISATION);
  expect(await consentModeScript(page)).toContain(
    `gtag("consent","update",${JSON.stringify(chosen)})`,
  );
  await expectConsentMode(page, javaScriptEnabled, ANALYTICS_AND_PERSONALISATION);

  // The save reloaded the document: the footer's link is clicked once it is interactive.
  await interactive(page, javaScriptEnabled);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Nastavení cookies", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Nastavení cookies" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Analytické" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Marketingové" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Personalizace" })).toBeChecked();

  // Changed again: everything off is "necessary only".
  await interactive(page, javaScriptEnabled);
  await page.getByRole("checkbox", { name: "Analytické" }).uncheck();
  await page.getByRole("checkbox", { name: "Personalizace" }).uncheck();
  await page.getByRole("button", { name: "Uložit nastavení" }).click();
  await expect(page).toHaveURL(/\/vibratory$/);
  expect(await consentCookie(context)).toBe("necessary");
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("the cookie settings have no serious or critical violations", async ({ page }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/nastaveni-cookies");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nastavení cookies");
      // The page asks the bar's question itself.
      await expect(cookieBar(page)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
