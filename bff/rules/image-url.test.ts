import { describe, expect, test } from "vitest";

import { imageSrcSet, imageUrl } from "#bff/rules/image-url.ts";

describe("imageSrcSet", () => {
  test("each width in the box's shape, with its width descriptor", () => {
    expect(
      imageSrcSet(
        "https://cdn.example/",
        "banners/léto 1",
        { width: 600, height: 300 },
        [400, 800],
      ),
    ).toBe(
      "https://cdn.example/image/w400h200/banners/l%C3%A9to%201 400w, " +
        "https://cdn.example/image/w800h400/banners/l%C3%A9to%201 800w",
    );
  });

  test("a height that does not divide evenly is rounded", () => {
    expect(imageSrcSet("https://cdn.example", "a", { width: 270, height: 180 }, [360])).toBe(
      `${imageUrl("https://cdn.example", "a", { width: 360, height: 240 })} 360w`,
    );
    expect(imageSrcSet("https://cdn.example", "a", { width: 300, height: 200 }, [100])).toBe(
      "https://cdn.example/image/w100h67/a 100w",
    );
  });
});
