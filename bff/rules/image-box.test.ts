import { describe, expect, test } from "vitest";

import { boxedImage, CARD_IMAGE, COMPARE_IMAGE } from "./image-box.ts";
import { srcSetOf } from "./image-url.ts";

const AT_CARD_SIZE = "https://img.example/image/w270h270/products/olej";

describe("a picture laid out in its box", () => {
  test("a product box's comes in a phone's, a desktop's and a retina desktop's width", () => {
    const image = boxedImage(AT_CARD_SIZE, CARD_IMAGE);
    expect(image).toEqual({
      src: AT_CARD_SIZE,
      widths: [270, 360, 540],
      width: 270,
      height: 270,
      alt: "",
    });
    expect(srcSetOf(image.src, image.widths)).toBe(
      [
        "https://img.example/image/w270h270/products/olej 270w",
        "https://img.example/image/w360h360/products/olej 360w",
        "https://img.example/image/w540h540/products/olej 540w",
      ].join(", "),
    );
  });

  test("a box without widths of its own is its size and twice it", () => {
    const image = boxedImage("https://img.example/image/w120h120/products/olej", COMPARE_IMAGE);
    expect(image.widths).toEqual([120, 240]);
    expect(image).toMatchObject({ width: 120, height: 120 });
  });
});
