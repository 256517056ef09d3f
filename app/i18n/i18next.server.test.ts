import { describe, expect, test } from "vitest";

import { fixedT, translator } from "#app/i18n/i18next.server.ts";

describe("translations on the server", () => {
  test("one loaded instance per language is shared by every request", async () => {
    const [first, second] = await Promise.all([translator("cs"), translator("cs")]);
    expect(second).toBe(first);
    expect(await translator("cs", ["common"])).toBe(first);
    expect(await translator("de")).not.toBe(first);
  });

  test("each language's instance answers in its language, whatever was asked before", async () => {
    const [cs, de] = await Promise.all([translator("cs"), translator("de")]);
    expect(de.t("errors.generic.title")).toBe("Etwas ist schiefgelaufen");
    expect(cs.t("errors.generic.title")).toBe("Něco se porouchalo");
    expect(cs.language).toBe("cs");
  });

  test("loaders translate in the language of the URL", async () => {
    const t = await fixedT(new Request("http://shop.test/sk/kosik"));
    const sk = await translator("sk");
    expect(t("errors.notFound.title")).toBe(sk.t("errors.notFound.title"));
    expect(t("errors.notFound.title")).not.toBe("Tuto stránku se nepodařilo najít");
  });
});
