import { describe, expect, test } from "vitest";

import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const link = (href: string) => ({ href, external: false });

/** A frame-like view model: menus, a footer link, an external link and deferred data. */
function viewModel(deferred: Promise<unknown>) {
  return {
    mainMenu: [
      { id: 1, title: "Vibrátory", link: link("/vibratory"), children: [] },
      { id: 2, title: "Nákupní rádce", link: link("/nakupni-radce"), children: [] },
    ],
    footer: {
      badges: [{ title: "Heureka", link: { href: "https://heureka.example/", external: true } }],
    },
    topBanner: { id: "b1", text: "Doprava zdarma", link: link("/vse-o-nakupu/doprava#cena") },
    anchor: link("#obsah"),
    deferred,
  };
}

describe("CMS links in the shopper's language", () => {
  test("a Slovak page maps every internal CMS link and leaves the rest as it is", async () => {
    const deferred = Promise.resolve("later");
    const ctx = await requestContext(new Request("http://localhost/sk"));
    const result = await linksInLanguage(ctx, viewModel(deferred));
    expect(result.mainMenu.map((item) => item.link.href)).toEqual([
      "/sk/vibratory",
      "/sk/nakupny-radca",
    ]);
    expect(result.topBanner.link.href).toBe("/sk/vsetko-o-nakupe/doprava#cena");
    expect(result.footer.badges[0]?.link.href).toBe("https://heureka.example/");
    expect(result.anchor.href).toBe("#obsah");
    expect(result.deferred).toBe(deferred);
  });

  test("a German page takes the German slugs", async () => {
    const ctx = await requestContext(new Request("http://localhost/de/warenkorb"));
    const result = await linksInLanguage(ctx, viewModel(Promise.resolve(null)));
    expect(result.mainMenu.map((item) => item.link.href)).toEqual([
      "/de/vibratoren",
      "/de/magazin",
    ]);
    expect(result.topBanner.link.href).toBe("/de/alles-zum-einkauf/versand#cena");
  });

  test("a Czech page keeps the CMS's paths without asking anything", async () => {
    const ctx = await requestContext(new Request("http://localhost/"));
    const model = viewModel(Promise.resolve(null));
    expect(await linksInLanguage(ctx, model)).toBe(model);
  });
});
