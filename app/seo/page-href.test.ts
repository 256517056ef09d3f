import { afterEach, describe, expect, test } from "vitest";

import { guideHref, textPageHref } from "#app/seo/page-href.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";

describe("a CMS text page's one address", () => {
  afterEach(() => setLocaleOrigins({}));

  test("a shopping-information page lives under /vse-o-nakupu in each language's own words", () => {
    const slugs = { cs: "doprava", de: "versand" };
    expect(textPageHref("cs", slugs)).toBe("/vse-o-nakupu/doprava");
    expect(textPageHref("de", slugs)).toBe("/de/alles-zum-einkauf/versand");
    expect(textPageHref("sk", slugs)).toBeNull();
  });

  test("a page with a screen of its own lives there, whatever its slug in another language", () => {
    expect(textPageHref("cs", { cs: "kontakt" })).toBe("/kontakt");
    expect(textPageHref("sk", { cs: "nejcastejsi-dotazy", sk: "najcastejsie-otazky" })).toBe(
      "/sk/najcastejsie-otazky",
    );
    expect(textPageHref("cs", { cs: "tabulka-velikosti" })).toBe("/tabulka-velikosti");
  });

  test("on a language's own host the path has no prefix", () => {
    setLocaleOrigins({ cs: "https://shop.cz", de: "https://shop.de" });
    expect(textPageHref("de", { cs: "doprava", de: "versand" })).toBe("/alles-zum-einkauf/versand");
  });
});

describe("a curated guide's one address", () => {
  afterEach(() => setLocaleOrigins({}));

  test("a guide lives under /pruvodce in each language's own words, where it has a slug", () => {
    const slugs = { cs: "jak-vybrat-vibrator", sk: "ako-vybrat-vibrator" };
    expect(guideHref("cs", slugs)).toBe("/pruvodce/jak-vybrat-vibrator");
    expect(guideHref("sk", slugs)).toBe("/sk/sprievodca/ako-vybrat-vibrator");
    expect(guideHref("de", slugs)).toBeNull();
  });

  test("on a language's own host the path has no prefix", () => {
    setLocaleOrigins({ cs: "https://shop.cz", de: "https://shop.de" });
    expect(guideHref("de", { de: "vibrator-waehlen" })).toBe("/ratgeber/vibrator-waehlen");
  });
});
