import { afterEach, describe, expect, test } from "vitest";

import { languageSwitchHref } from "#app/shopper/language-switch.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";

afterEach(() => setLocaleOrigins({}));

describe("the language switcher's links", () => {
  test("on one host: the other language's switch route, naming the page switched from", () => {
    expect(languageSwitchHref("cs", "de", "/produkt/vibrator-velvet-classic?variant_id=2")).toBe(
      "/de/sprache?z=%2Fprodukt%2Fvibrator-velvet-classic%3Fvariant_id%3D2",
    );
    expect(languageSwitchHref("sk", "cs", "/sk/kosik")).toBe("/jazyk?z=%2Fsk%2Fkosik");
  });

  test("with a host per language: the switch route on the other language's host", () => {
    setLocaleOrigins({ cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" });
    expect(languageSwitchHref("cs", "sk", "/vibratory")).toBe(
      "https://shop.sk/jazyk?z=%2Fvibratory",
    );
  });
});
