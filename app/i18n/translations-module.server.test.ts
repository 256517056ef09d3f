import { describe, expect, test } from "vitest";

import {
  languageStrings,
  translationsModule,
  translationsModuleAt,
  type TranslationsModuleContent,
} from "#app/i18n/translations-module.server.ts";
import { loader } from "#app/routes/translations.$language.$file.ts";
import { TEXTS } from "#app/testing/texts.ts";

/** What the browser gets when it imports the module. */
async function imported(source: string): Promise<TranslationsModuleContent> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    default: TranslationsModuleContent;
  };
  return module.default;
}

async function fetchModule(path: string) {
  const [, , language = "", file = ""] = path.split("/");
  return (await loader({
    request: new Request(`http://localhost${path}`),
    params: { language, file },
    context: {},
  })) as Response;
}

describe("the translations module a page hydrates with", () => {
  test("holds the groups it names, in its language; any group's own module is named from its name", async () => {
    const module = translationsModule("sk", ["checkout", "cart", "cart"]);
    const named = /^\/translations\/sk\/cart\+checkout\.([0-9a-f]{16})\.js$/.exec(module.url);
    const version = named?.[1] ?? "";
    expect(version).not.toBe("");
    const { language, groups, all = [] } = await imported(module.source);
    expect(language).toBe("sk");
    expect(groups).toEqual({ cart: TEXTS.sk.cart, checkout: TEXTS.sk.checkout });
    expect(all.sort()).toEqual(Object.keys(TEXTS.sk).sort());
    // The others' modules differ from it only in the groups their names state.
    const notice = translationsModule("sk", ["ageNotice"]);
    expect(notice.url).toBe(`/translations/sk/age-notice.${version}.js`);
    expect(await imported(notice.source)).toEqual({
      language: "sk",
      groups: { ageNotice: TEXTS.sk.ageNotice },
    });
    expect(translationsModule("cs", ["checkout", "cart"]).url).not.toBe(
      `/translations/cs/cart+checkout.${version}.js`,
    );
  });

  test("leaves out what the language has not got", async () => {
    const module = translationsModule("de", ["cart", "nonsense"]);
    expect(Object.keys((await imported(module.source)).groups)).toEqual(["cart"]);
  });

  test("every language has every group of the default one", () => {
    expect(Object.keys(languageStrings("de").strings).sort()).toEqual(
      Object.keys(languageStrings("cs").strings).sort(),
    );
  });

  test("is served for good under its current name, and without caching under an old one", async () => {
    const { url, source } = translationsModule("de", ["auth", "cookieBar"]);
    const current = await fetchModule(url);
    expect(current.status).toBe(200);
    expect(current.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await current.text()).toBe(source);

    // A page rendered before a deploy still hydrates, but the old name keeps no copy.
    const old = await fetchModule("/translations/de/auth+cookie-bar.0123456789abcdef.js");
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("no-cache");
    expect(await old.text()).toBe(source);
  });

  test.each([
    "/translations/xx/cart.0123456789abcdef.js",
    "/translations/cs/secrets.0123456789abcdef.js",
    "/translations/cs/constructor.0123456789abcdef.js",
    "/translations/cs/cart.js",
    "/translations/cs/..%2Fcart.0123456789abcdef.js",
  ])("%s is not a translations module", async (path) => {
    expect((await fetchModule(path)).status).toBe(404);
  });

  test("a name with an unknown group loads nothing", () => {
    expect(translationsModuleAt("cs", "cart+secrets.0123456789abcdef.js")).toBeNull();
  });
});
