import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterEach, beforeEach, describe, expect, test } from "vitest";

import { browserTranslations } from "#app/i18n/browser-translations.ts";

const VERSION = "0123456789abcdef";
let directory = "";

/** A language's modules where the browser would find them, under their names. */
async function publish(modules: Record<string, object>, all?: Array<string>): Promise<string> {
  const languageDirectory = join(directory, "translations", "cs");
  await mkdir(languageDirectory, { recursive: true });
  for (const [file, groups] of Object.entries(modules)) {
    await writeFile(
      join(languageDirectory, file),
      `export default ${JSON.stringify({ language: "cs", groups, all })};\n`,
    );
  }
  return pathToFileURL(languageDirectory).href;
}

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), "browser-translations-"));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("the browser's translations", () => {
  test("start with the page's groups and fetch another from the module its name implies", async () => {
    const base = await publish(
      {
        [`age-notice+cart.${VERSION}.js`]: { ageNotice: { title: "Jen pro dospělé" }, cart: {} },
        [`cookie-settings.${VERSION}.js`]: { cookieSettings: { title: "Nastavení cookies" } },
      },
      ["ageNotice", "cart", "cookieSettings"],
    );
    const translations = await browserTranslations(`${base}/age-notice+cart.${VERSION}.js`);
    expect(translations.language).toBe("cs");
    expect(translations.strings).toEqual({ ageNotice: { title: "Jen pro dospělé" }, cart: {} });
    expect(translations.load?.("ageNotice")).toBeNull();

    const loading = translations.load?.("cookieSettings");
    expect(loading).toBeInstanceOf(Promise);
    // A second render that reads the group while it loads waits for the same request.
    expect(translations.load?.("cookieSettings")).toBe(loading);
    await loading;
    expect(translations.strings.cookieSettings).toEqual({ title: "Nastavení cookies" });
    expect(translations.load?.("cookieSettings")).toBeNull();
  });

  test("a message that is no key shows as it is, at once", async () => {
    const base = await publish({ [`cart+forms.${VERSION}.js`]: { cart: {}, forms: {} } }, [
      "cart",
      "forms",
    ]);
    const translations = await browserTranslations(`${base}/cart+forms.${VERSION}.js`);
    expect(translations.load?.("Platnost kupónu vypršela")).toBeNull();
  });

  test("a group that cannot be fetched shows its keys rather than wait", async () => {
    const base = await publish({ [`cart+forms.${VERSION}.js`]: { cart: {}, forms: {} } }, [
      "cart",
      "forms",
      "checkout",
    ]);
    const translations = await browserTranslations(`${base}/cart+forms.${VERSION}.js`);
    await translations.load?.("checkout");
    expect(translations.strings.checkout).toEqual({});
    expect(translations.load?.("checkout")).toBeNull();
  });
});
