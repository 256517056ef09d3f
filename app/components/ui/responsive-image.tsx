import type { ResponsiveImage as ResponsiveImageData } from "#bff/pages/product-card.ts";
import { srcSetOf } from "#bff/rules/image-url.ts";

/**
 * What an `<img>` shows where its `<picture>` source does not apply: a transparent pixel,
 * written into the page, so a screen that does not show the picture downloads nothing.
 */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * A CDN image in its box's widths with the box's dimensions, so the page reserves the space
 * before the image arrives on a slow network, and a phone takes the file the size it shows.
 */
export function ResponsiveImage({
  image,
  alt = image.alt,
  priority = false,
  lazy = !priority,
  sizes = `${image.width}px`,
  media,
  className,
}: {
  image: ResponsiveImageData;
  alt?: string;
  /**
   * The page's largest picture on the first screen: fetched first and never lazily. One per
   * page (and screen size), or the browser splits its first connection among them.
   */
  priority?: boolean;
  /**
   * Whether the browser waits until the picture nears the screen; a small one on the first
   * screen that is not its largest (a cart line's) is fetched at once, without priority.
   */
  lazy?: boolean;
  /**
   * The width the layout shows it at, as a `sizes` attribute (media conditions and CSS
   * lengths); the box's width by default, where `srcset` acts as 1x and 2x.
   */
  sizes?: string;
  /**
   * Only where this media query holds (the screens whose styles show the picture); elsewhere
   * the image is a pixel in the page, and nothing is downloaded.
   */
  media?: string;
  className?: string;
}) {
  const loading = {
    loading: lazy ? ("lazy" as const) : ("eager" as const),
    ...(priority ? highPriority() : {}),
    // The first picture is painted with the page around it; others may come a frame later.
    decoding: priority ? ("sync" as const) : ("async" as const),
  };
  const srcSet = srcSetOf(image.src, image.widths);
  if (media) {
    return (
      <picture>
        <source
          media={media}
          srcSet={srcSet}
          sizes={sizes}
          width={image.width}
          height={image.height}
        />
        <img
          src={NOTHING}
          width={image.width}
          height={image.height}
          alt={alt}
          className={className}
          {...loading}
        />
      </picture>
    );
  }
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      {...loading}
    />
  );
}

/**
 * React 18 knows no `fetchPriority` prop and warns about the camel case; the lower-case
 * attribute passes through as it is, and the browser reads it the same. Other pictures
 * leave it out: "auto" is what the browser assumes, and 20 bytes in every box.
 */
function highPriority(): Record<string, string> {
  return { fetchpriority: "high" };
}
