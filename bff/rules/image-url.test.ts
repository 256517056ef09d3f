import { describe, expect, test } from "vitest";

import { imageUrl, resizedImageUrl, srcSetOf } from "#bff/rules/image-url.ts";

describe("srcSetOf", () => {
  test("each width in the box's shape, with its width descriptor", () => {
    const src = imageUrl("https://cdn.example/", "banners/léto 1", { width: 600, height: 300 });
    expect(srcSetOf(src, [400, 800])).toBe(
      "https://cdn.example/image/w400h200/banners/l%C3%A9to%201 400w, " +
        "https://cdn.example/image/w800h400/banners/l%C3%A9to%201 800w",
    );
  });

  test("a height that does not divide evenly is rounded", () => {
    const src = imageUrl("https://cdn.example", "a", { width: 270, height: 180 });
    expect(srcSetOf(src, [360])).toBe(
      `${imageUrl("https://cdn.example", "a", { width: 360, height: 240 })} 360w`,
    );
    expect(srcSetOf(imageUrl("https://cdn.example", "a", { width: 300, height: 200 }), [100])).toBe(
      "https://cdn.example/image/w100h67/a 100w",
    );
  });

  test("only the style is replaced, not a key that looks like one", () => {
    const src = imageUrl("https://cdn.example", "image/w10h10/x", { width: 100, height: 100 });
    expect(srcSetOf(src, [200])).toBe("https://cdn.example/image/w200h200/image/w10h10/x 200w");
  });

  test("an address without a style has no list", () => {
    expect(srcSetOf("https://cdn.example/original/a.pdf", [200])).toBe("");
  });
});

describe("resizedImageUrl", () => {
  test("the same picture at twice the width keeps its shape", () => {
    const src = imageUrl("https://cdn.example", "products/a/2", { width: 270, height: 270 });
    expect(resizedImageUrl(src, 540)).toBe("https://cdn.example/image/w540h540/products/a/2");
  });
});
