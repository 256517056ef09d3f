import { describe, expect, test } from "vitest";

import { ProductSchema, type Product } from "#bff/cms/schemas.ts";
import { getConfig } from "#bff/config.ts";
import { MASSAGE_OIL } from "#bff/mocks/fixtures.ts";
import { originalUrl } from "#bff/rules/image-url.ts";

import { productGiftsAndManuals, sizeLabel } from "./product-gifts-manuals.ts";

const CDN = "https://cdn.example.cz/";

const SPRAY = {
  id: 1035,
  name: "Čisticí sprej na pomůcky 150 ml",
  slug: "cistici-sprej-na-pomucky-150-ml",
  mainImage: { fileKey: "products/cistici-sprej", alt: null },
  availability: { isAvailable: true },
};

const manual = (title: string, path: string, size: number | null = 2048) => ({
  title,
  file: { path, size, mime: "application/pdf" },
});

const withExtras = (extras: Record<string, unknown>, content: Record<string, unknown> = {}) =>
  ProductSchema.parse({
    ...MASSAGE_OIL,
    ...extras,
    content: { ...MASSAGE_OIL.content, ...content },
  });

describe("gifts with the product", () => {
  test("an available gift comes with an 80×80 image and its slug", () => {
    const { gifts } = productGiftsAndManuals(withExtras({ gifts: [SPRAY] }), CDN);
    const cdn = getConfig().IMAGE_CDN_URL;
    expect(gifts).toEqual([
      {
        id: 1035,
        name: SPRAY.name,
        slug: SPRAY.slug,
        image: {
          src: `${cdn}/image/w80h80/products/cistici-sprej`,
          widths: [80, 160],
          width: 80,
          height: 80,
          alt: SPRAY.name,
        },
        isAvailable: true,
      },
    ]);
  });

  test("a gift out of stock is left out; one without a slug or image still shows", () => {
    const product = withExtras({
      gifts: [
        { ...SPRAY, availability: { isAvailable: false } },
        {
          id: 7,
          name: "Vzorek gelu",
          slug: null,
          mainImage: null,
          availability: { isAvailable: true },
        },
      ],
    });
    expect(productGiftsAndManuals(product, CDN).gifts).toEqual([
      { id: 7, name: "Vzorek gelu", slug: null, image: null, isAvailable: true },
    ]);
  });

  test("a product the CMS sends without gifts or manuals has neither", () => {
    expect(productGiftsAndManuals(MASSAGE_OIL, CDN)).toEqual({ gifts: [], manuals: [] });
    expect(productGiftsAndManuals({ ...MASSAGE_OIL, content: null, gifts: null }, CDN)).toEqual({
      gifts: [],
      manuals: [],
    });
  });
});

describe("product manuals", () => {
  test("link to the CDN's originals with a size label", () => {
    const product = withExtras(
      {},
      {
        manuals: [
          manual("Návod k použití", "manuals/wand-power/navod k použití.pdf", 1_234_567),
          manual("Bezpečnostní pokyny", "manuals/wand-power/pokyny.pdf", null),
        ],
      },
    );
    expect(productGiftsAndManuals(product, CDN).manuals).toEqual([
      {
        title: "Návod k použití",
        href: "https://cdn.example.cz/original/manuals/wand-power/navod%20k%20pou%C5%BEit%C3%AD.pdf",
        type: "application/pdf",
        sizeLabel: "1,2\u00a0MB",
      },
      {
        title: "Bezpečnostní pokyny",
        href: "https://cdn.example.cz/original/manuals/wand-power/pokyny.pdf",
        type: "application/pdf",
        sizeLabel: null,
      },
    ]);
  });

  test.each([
    "/etc/passwd",
    "manuals/../secret.pdf",
    "./manual.pdf",
    "manuals//manual.pdf",
    "https://evil.example/manual.pdf",
    "javascript:alert(1)",
    "C:\\manuals\\manual.pdf",
    "manuals\\..\\secret.pdf",
    "",
  ])("a manual whose path is %j is dropped, the product still parses", (path) => {
    const product: Product = withExtras(
      {},
      {
        manuals: [manual("Zlý", path), manual("Návod k použití", "manuals/navod.pdf")],
      },
    );
    expect(productGiftsAndManuals(product, CDN).manuals.map((item) => item.title)).toEqual([
      "Návod k použití",
    ]);
  });

  test("a malformed gift is dropped, the product still parses", () => {
    const product = withExtras({ gifts: [{ id: "x", name: "" }, SPRAY] });
    expect(productGiftsAndManuals(product, CDN).gifts.map((gift) => gift.id)).toEqual([1035]);
  });
});

describe("size labels", () => {
  test.each([
    [0, "0\u00a0B"],
    [999, "999\u00a0B"],
    [1000, "1\u00a0kB"],
    [12_345, "12\u00a0kB"],
    [999_499, "999\u00a0kB"],
    [999_500, "1,0\u00a0MB"],
    [1_250_000, "1,3\u00a0MB"],
    [25_000_000, "25\u00a0MB"],
  ])("%d bytes is %s", (bytes, label) => {
    expect(sizeLabel(bytes)).toBe(label);
  });
});

test("originalUrl trims the base's slash and encodes each segment", () => {
  expect(originalUrl("https://cdn.example.cz//", "a b/č.pdf")).toBe(
    "https://cdn.example.cz/original/a%20b/%C4%8D.pdf",
  );
});
