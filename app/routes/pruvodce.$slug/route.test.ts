import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/pruvodce.$slug/route.tsx";
import { thrownStatus } from "#app/testing/action-results.ts";
import type { ContentPage } from "#bff/cms/schemas-content.ts";
import { MASSAGE_OIL, SHIPPING_PAGE } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { slugLookupHandler } from "#bff/mocks/slug-lookup.ts";

setUpMockUpstreams();

const GUIDE: ContentPage = {
  _id: "content-guide",
  title: "Jak vybrat vibrátor",
  pagination: true,
  blocks_per_page: 1,
  content_blocks: [
    { __typename: "TextBlock", _id: "text-1", text: "Nejdřív si ujasněte, co hledáte." },
    {
      __typename: "ProductsBlock",
      _id: "products-1",
      title: "Vhodné pro začátečníky",
      product_reference: [{ entityId: MASSAGE_OIL.id }],
    },
  ],
  background_image: null,
  page_meta: {
    ...SHIPPING_PAGE.page_meta,
    slug: "jak-vybrat-vibrator",
    canonical_slugs: [
      { language: "cs", slug: "jak-vybrat-vibrator" },
      { language: "sk", slug: "ako-vybrat-vibrator" },
    ],
  },
};

function load(path: string) {
  const slug = path.split("?")[0]?.split("/").pop() ?? "";
  return loader({ request: new Request(`http://localhost${path}`), params: { slug }, context: {} });
}

async function locationOf(run: Promise<unknown>) {
  const { status, thrown } = await thrownStatus(run);
  return { status, location: thrown instanceof Response ? thrown.headers.get("Location") : null };
}

describe("a curated guide at /pruvodce/{slug}", () => {
  test("shows the guide's blocks with the products they reference, a page at a time", async () => {
    mockServer.use(slugLookupHandler({ contentPages: [GUIDE] }));
    const first = await load("/pruvodce/jak-vybrat-vibrator");
    expect(first).toMatchObject({
      title: "Jak vybrat vibrátor",
      pagination: { page: 1, pages: 2 },
    });
    expect(first.blocks.map((block) => block.kind)).toEqual(["text"]);
    const second = await load("/pruvodce/jak-vybrat-vibrator?page=2");
    expect(second.blocks).toEqual([
      expect.objectContaining({
        kind: "products",
        products: [expect.objectContaining({ slug: MASSAGE_OIL.slug })],
      }),
    ]);
  });

  test("its background_image comes behind the title, in widths down to a phone's", async () => {
    const withBackground = { ...GUIDE, background_image: { path: "pages/vibrator", alt: "x" } };
    mockServer.use(slugLookupHandler({ contentPages: [withBackground] }));
    const guide = await load("/pruvodce/jak-vybrat-vibrator");
    expect(guide.backgroundImage).toMatchObject({ width: 1200, height: 450, alt: "" });
    expect(guide.backgroundImage?.src).toContain("pages/vibrator");
    expect(guide.backgroundImage?.widths[0]).toBe(480);
  });

  test("reached by another language's slug, it answers 301 to its own, the query kept", async () => {
    mockServer.use(slugLookupHandler({ contentPages: [GUIDE] }));
    expect(await locationOf(load("/sk/sprievodca/jak-vybrat-vibrator?page=2"))).toEqual({
      status: 301,
      location: "/sk/sprievodca/ako-vybrat-vibrator?page=2",
    });
  });

  test("an unknown slug, a text page's slug or a malformed one is not found", async () => {
    mockServer.use(slugLookupHandler({ pages: [SHIPPING_PAGE], contentPages: [GUIDE] }));
    expect((await thrownStatus(load("/pruvodce/zadny-takovy-pruvodce"))).status).toBe(404);
    expect((await thrownStatus(load("/pruvodce/doprava"))).status).toBe(404);
    expect((await thrownStatus(load("/pruvodce/Jak_Vybrat"))).status).toBe(404);
  });

  test("a guide the CMS moved answers 301 to its new place", async () => {
    mockServer.use(
      http.get(cmsUrl("/redirect"), () =>
        HttpResponse.json({ redirectPath: "/pruvodce/jak-vybrat-vibrator" }),
      ),
    );
    expect(await locationOf(load("/pruvodce/stary-pruvodce"))).toEqual({
      status: 301,
      location: "/pruvodce/jak-vybrat-vibrator",
    });
  });
});
