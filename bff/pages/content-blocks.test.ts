import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import type { ContentBlock } from "#bff/cms/schemas-content.ts";
import { testContext } from "#bff/mocks/context.ts";
import { BODY, MASSAGE_OIL } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { loadContentBlocks, toInfoBoxes } from "./content-blocks.ts";

setUpMockUpstreams();

const GUIDES: ContentBlock = {
  __typename: "CuratedGuidesBlock",
  _id: "guides-1",
  title: "Průvodci nákupem",
  guides: [
    {
      title: "Jak vybrat vibrátor",
      slug: "jak-vybrat-vibrator",
      perex: "Pět kroků k prvnímu vibrátoru.",
      image: { path: "content/guide-vibrator" },
    },
    { title: "Zlý průvodce", slug: "//evil.example/x", perex: null, image: null },
  ],
};

describe("content blocks", () => {
  test("guide products load with the other blocks' products, in one call", async () => {
    const asked: Array<string | null> = [];
    const onStart = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith("/catalog/product")) asked.push(url.searchParams.get("ids"));
    };
    mockServer.events.on("request:start", onStart);
    const blocks = await loadContentBlocks(testContext(), [
      {
        __typename: "ProductsBlock",
        _id: "products-1",
        title: null,
        product_reference: [{ entityId: 101 }],
      },
      {
        __typename: "CuratedGuideProductsBlock",
        _id: "guide-products-1",
        title: "Z průvodce",
        guide_slug: "jak-vybrat-vibrator",
        product_reference: [{ entityId: 102 }, { entityId: 101 }],
      },
    ]);
    mockServer.events.removeListener("request:start", onStart);
    expect(asked).toEqual(["101,102"]);
    const [, guideProducts] = blocks;
    expect(guideProducts).toMatchObject({
      kind: "guideProducts",
      title: "Z průvodce",
      guideSlug: "jak-vybrat-vibrator",
    });
    if (guideProducts?.kind !== "guideProducts") throw new Error("expected guide products");
    expect(guideProducts.products.map((product) => product.slug)).toEqual([
      "krajkove-body-noir",
      "masazni-olej-vanilka-200-ml",
    ]);
  });

  test("a product row leaves out a product sold out in every variant, keeping the order", async () => {
    const soldOut = {
      ...BODY,
      variants: BODY.variants.map((variant) => ({
        ...variant,
        availability: { isAvailable: false, availabilityCode: null, soldAvailabilityCode: "sold" },
      })),
    };
    mockServer.use(
      http.get(cmsUrl("/catalog/product"), () =>
        HttpResponse.json({ entities: [soldOut, MASSAGE_OIL], total: 2 }),
      ),
    );
    const [row] = await loadContentBlocks(testContext(), [
      {
        __typename: "ProductsBlock",
        _id: "products-1",
        title: "Doporučujeme",
        product_reference: [{ entityId: 102 }, { entityId: 101 }],
      },
    ]);
    if (row?.kind !== "products") throw new Error("expected products");
    expect(row.products.map((product) => product.slug)).toEqual(["masazni-olej-vanilka-200-ml"]);
  });

  test("guides become cards with an image; a slug that is no page slug links nowhere", async () => {
    mockServer.use(
      http.get(cmsUrl("/catalog/product"), () => {
        throw new Error("no products to load");
      }),
    );
    const [view] = await loadContentBlocks(testContext(), [GUIDES]);
    if (view?.kind !== "guides") throw new Error("expected guides");
    expect(view.guides[0]).toMatchObject({
      title: "Jak vybrat vibrátor",
      slug: "jak-vybrat-vibrator",
      perex: "Pět kroků k prvnímu vibrátoru.",
      image: { width: 400, height: 250 },
    });
    expect(view.guides[0]?.image?.src).toMatch(/\/image\/w400h250\/content\/guide-vibrator$/);
    expect(view.guides[1]).toEqual({ title: "Zlý průvodce", perex: null, image: null, slug: null });
  });

  test("the newsletter block keeps its title, text and source", async () => {
    const blocks = await loadContentBlocks(testContext(), [
      {
        __typename: "NewsletterBlock",
        _id: "newsletter-1",
        title: "Novinky e-mailem",
        text: null,
        source: "welcome",
      },
    ]);
    expect(blocks).toEqual([
      {
        kind: "newsletter",
        id: "newsletter-1",
        title: "Novinky e-mailem",
        text: null,
        source: "welcome",
      },
    ]);
  });

  test("a text colour unreadable on its background gives way to the sheet's own", async () => {
    const [view] = await loadContentBlocks(testContext(), [
      {
        __typename: "TextBoxesBlock",
        _id: "boxes-2",
        text_boxes: [
          // White on this violet is 3.9:1, below the 4.5:1 body text needs.
          { text: "Věrnostní program", text_color: "#ffffff", background_color: "#8e6cc4" },
          { text: "Dárek", text_color: "#ffffff", background_color: "#5b3f8f" },
        ],
      },
    ]);
    expect(view).toMatchObject({
      boxes: [
        { look: { colour: "8e6cc4", textColour: null } },
        { look: { colour: "5b3f8f", textColour: "ffffff" } },
      ],
    });
  });

  test("text boxes keep hex colours and style names only", async () => {
    const [view] = await loadContentBlocks(testContext(), [
      {
        __typename: "TextBoxesBlock",
        _id: "boxes-1",
        text_boxes: [
          {
            text: "Novinky",
            text_color: "#2B2230",
            background_color: "#fde",
            box_styles: "rounded",
          },
          {
            text: "Zlo",
            text_color: "red;background:url(x)",
            background_color: "url(javascript:alert(1))",
            box_styles: 'rounded" onclick="x  x}{ shadow',
          },
        ],
        button: {
          text: "Všechny novinky",
          link: "/novinky",
          text_color: "#ffffff",
          background_color: "expression(alert(1))",
          style: "solid",
        },
      },
    ]);
    expect(view).toEqual({
      kind: "textBoxes",
      id: "boxes-1",
      boxes: [
        {
          text: "Novinky",
          look: { colour: "ffddee", textColour: "2b2230", styles: ["rounded"] },
        },
        { text: "Zlo", look: { colour: null, textColour: null, styles: ["shadow"] } },
      ],
      button: {
        text: "Všechny novinky",
        link: { href: "/novinky", external: false },
        look: { colour: null, textColour: "ffffff", styles: ["solid"] },
      },
    });
  });
});

describe("info boxes", () => {
  test("sorted by order; boxes without a usable colour or text are dropped", () => {
    expect(
      toInfoBoxes([
        { _id: "b", box_color: "#E8F6EF", order: 2, text: "Druhý" },
        { _id: "c", box_color: null, order: 3, text: "Bez barvy" },
        { _id: "a", box_color: "#fdecef", order: 1, text: "První" },
        { _id: "d", box_color: "red;background:url(x)", order: 0, text: "Zlo" },
        { _id: "e", box_color: "#000", order: 4, text: "  " },
      ]),
    ).toEqual([
      { id: "a", text: "První", colour: "fdecef" },
      { id: "b", text: "Druhý", colour: "e8f6ef" },
    ]);
  });
});
