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

  test("a width moves by at most 2 % to one whose height is whole, so every file has the box's shape", () => {
    const hero = imageUrl("https://cdn.example", "a", { width: 1200, height: 400 });
    expect(srcSetOf(hero, [400, 800, 2400])).toBe(
      "https://cdn.example/image/w399h133/a 399w, " +
        "https://cdn.example/image/w801h267/a 801w, " +
        "https://cdn.example/image/w2400h800/a 2400w",
    );
    const src = imageUrl("https://cdn.example", "a", { width: 270, height: 180 });
    expect(srcSetOf(src, [360])).toBe(
      `${imageUrl("https://cdn.example", "a", { width: 360, height: 240 })} 360w`,
    );
  });

  test("a shape with no whole height that near keeps the width and rounds the height", () => {
    const odd = imageUrl("https://cdn.example", "a", { width: 1171, height: 390 });
    expect(srcSetOf(odd, [400])).toBe("https://cdn.example/image/w400h133/a 400w");
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
