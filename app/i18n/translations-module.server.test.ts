import { describe, expect, test } from "vitest";

import { translator } from "#app/i18n/i18next.server.ts";
import { translationsModule, translationsModuleAt } from "#app/i18n/translations-module.server.ts";
import { loader } from "#app/routes/translations.$language.$file.ts";

/** What the browser gets when it imports the module. */
async function imported(source: string): Promise<{ language: string; bundles: unknown }> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    default: { language: string; bundles: unknown };
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
  test("holds exactly the strings the server rendered with, under a name of its content", async () => {
    const sk = await translator("sk");
    const module = translationsModule(sk);
    expect(module.url).toMatch(/^\/translations\/sk\/common\.[0-9a-f]{16}\.js$/);
    const { language, bundles } = await imported(module.source);
    expect(language).toBe("sk");
    expect(bundles).toEqual({ common: sk.getResourceBundle("sk", "common") });
    expect(translationsModule(await translator("cs")).url).not.toBe(module.url);
  });

  test("is served for good under its current name, and without caching under an old one", async () => {
    const { url, source } = translationsModule(await translator("de"));
    const current = await fetchModule(url);
    expect(current.status).toBe(200);
    expect(current.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await current.text()).toBe(source);

    // A page rendered before a deploy still hydrates, but the old name keeps no copy.
    const old = await fetchModule("/translations/de/common.0123456789abcdef.js");
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("no-cache");
    expect(await old.text()).toBe(source);
  });

  test.each([
    "/translations/xx/common.0123456789abcdef.js",
    "/translations/cs/secrets.0123456789abcdef.js",
    "/translations/cs/common.js",
    "/translations/cs/..%2Fcommon.0123456789abcdef.js",
  ])("%s is not a translations module", async (path) => {
    expect((await fetchModule(path)).status).toBe(404);
  });

  test("a name of an unknown namespace loads nothing", async () => {
    expect(await translationsModuleAt("cs", "common+secrets.0123456789abcdef.js")).toBeNull();
  });
});
