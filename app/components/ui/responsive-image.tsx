import type { ResponsiveImage as ResponsiveImageData } from "#bff/pages/product-card.ts";

/**
 * A CDN image at 1x and 2x with its box's dimensions, so the page reserves the space
 * before the image arrives on a slow network.
 */
export function ResponsiveImage({
  image,
  alt = image.alt,
  priority = false,
  className,
}: {
  image: ResponsiveImageData;
  alt?: string;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      {...fetchPriority(priority ? "high" : "auto")}
      decoding="async"
    />
  );
}

/**
 * React 18 knows no `fetchPriority` prop and warns about the camel case; the lower-case
 * attribute passes through as it is, and the browser reads it the same.
 */
function fetchPriority(value: "high" | "auto"): Record<string, string> {
  return { fetchpriority: value };
}
