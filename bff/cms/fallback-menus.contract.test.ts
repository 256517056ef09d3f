import { expect, test } from "vitest";

import { LOCALES } from "#bff/locales.js";
import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import { FALLBACK_MENU_CODES, bundledShape } from "./fallback-menus.ts";
import { getMenu } from "./menus.ts";
import type { Menu } from "./schemas.ts";

connectToLiveSandbox();

const CURRENCY = { cs: "CZK", sk: "EUR", de: "EUR" } as const;
const DOMAIN = { cs: "cz", sk: "sk", de: "de" } as const;

/**
 * The bundled menus are what the seeded CMS answers, in every language: after a change of
 * the seed's menus, `npx vitest run bff/cms/fallback-menus.contract.test.ts -u` writes the
 * file again (look at the diff and commit it).
 */
test("the bundled menus are the seeded CMS's main and footer menus in cs, sk and de", async () => {
  const bundled: Record<string, Record<string, Menu>> = {};
  for (const locale of LOCALES) {
    const ctx = testContext({ locale, currency: CURRENCY[locale], domainCode: DOMAIN[locale] });
    bundled[locale] = {};
    for (const code of FALLBACK_MENU_CODES) {
      bundled[locale][code] = bundledShape(await getMenu({ ctx, code }));
    }
  }
  expect(bundled.de?.mainMenu?.items.length).toBeGreaterThan(0);
  await expect(`${JSON.stringify(bundled, null, 2)}\n`).toMatchFileSnapshot(
    "./fallback-menus.json",
  );
});
