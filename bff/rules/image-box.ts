/**
 * A picture's box: the size the page reserves for it (its width and height attributes) and
 * the widths the CDN is asked for in its `srcset`. Without widths, the box's own and twice
 * it (a retina screen). A picture whose width follows the screen (a product box, the product
 * page's gallery) lists more, so a phone takes a file the size it shows.
 */
export type ImageBox = {
  width: number;
  height: number;
  widths?: ReadonlyArray<number>;
};

export type ResponsiveImage = {
  src: string;
  /**
   * The widths its `srcset` lists (`srcSetOf`); the component that lays it out says `sizes`.
   * Boxes of one kind share the array, so the page's data holds it once.
   */
  widths: ReadonlyArray<number>;
  width: number;
  height: number;
  alt: string;
};

/**
 * A product box's picture: 270 px on a desktop, half a phone's width (173 px on a 390 px
 * phone, 320 device pixels at 1.75x, 519 at 3x).
 */
export const CARD_IMAGE: ImageBox = { width: 270, height: 270, widths: [270, 360, 540] };

/** A product's picture at the head of its column on the compare page. */
export const COMPARE_IMAGE: ImageBox = { width: 120, height: 120 };

/** A product's thumbnail in the search suggestions. */
export const SUGGESTION_IMAGE: ImageBox = { width: 56, height: 56 };

/** The picture at `src`, an address `imageUrl` made at the box's size, laid out in the box. */
export function boxedImage(src: string, box: ImageBox, alt = ""): ResponsiveImage {
  return {
    src,
    widths: box.widths ?? [box.width, box.width * 2],
    width: box.width,
    height: box.height,
    alt,
  };
}
