/**
 * The image CDN of the sandbox draws its pictures: a coloured card with the title, so
 * pages look populated without shipping binary files. Each picture is drawn once at its
 * own size and then framed into the style's box, as a CDN scales a stored photo.
 */

export const IMAGE_SIZE = 800;

export interface ImageStyle {
  width: number;
  height: number;
  /** Fill the box and cut off what sticks out (c1), or fit the whole picture inside (c0). */
  crop: boolean;
  /** Enlarge pictures smaller than the box (u1), or keep their own size at most (u0). */
  upscale: boolean;
}

export interface Size {
  width: number;
  height: number;
}

/** Large enough for a 1200 × 630 share image at 2x; larger boxes only cost encoding time. */
const MAX_DIMENSION = 2500;

/**
 * Styles look like `w400h400`, optionally followed by crop and upscale flags (`c1u0`).
 * Without flags the picture fills the box exactly (crop and upscale on), which is what the
 * storefront's `width` and `height` attributes promise.
 */
export function parseImageStyle(style: string): ImageStyle | undefined {
  const match = /^w(\d{1,4})h(\d{1,4})(?:c([01]))?(?:u([01]))?$/.exec(style);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1 || width > MAX_DIMENSION || height > MAX_DIMENSION) return undefined;
  return { width, height, crop: match[3] !== "0", upscale: match[4] !== "0" };
}

/** Where the picture lies in its output: the window of the source the output shows. */
export interface Framing {
  output: Size;
  /** The part of the source picture shown, in source pixels (the SVG viewBox). */
  window: { x: number; y: number; width: number; height: number };
}

/** Fits a source picture into a style's box, scaled by `scale` (2 for retina copies). */
export function frameImage(source: Size, style: ImageStyle, scale: number): Framing {
  const box = { width: style.width * scale, height: style.height * scale };
  const fit = style.crop
    ? Math.max(box.width / source.width, box.height / source.height)
    : Math.min(box.width / source.width, box.height / source.height);
  // A retina copy of a picture that may not grow is its own size times the retina scale.
  const factor = style.upscale ? fit : Math.min(fit, scale);
  const scaled = {
    width: Math.max(1, Math.round(source.width * factor)),
    height: Math.max(1, Math.round(source.height * factor)),
  };
  const output = style.crop
    ? { width: Math.min(scaled.width, box.width), height: Math.min(scaled.height, box.height) }
    : scaled;
  const windowWidth = output.width / factor;
  const windowHeight = output.height / factor;
  return {
    output,
    window: {
      x: (source.width - windowWidth) / 2,
      y: (source.height - windowHeight) / 2,
      width: windowWidth,
      height: windowHeight,
    },
  };
}

/** A pastel colour picked by the key, so every product keeps its own colour across seeds. */
export function backgroundFor(key: string): string {
  let hash = 2166136261;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return hslToHex((hash >>> 0) % 360, 55, 82);
}

/**
 * The card drawn at the source size; `framing` shows a window of it at the output size
 * (the whole card at the source size when left out).
 */
export function renderImageSvg(input: {
  title: string;
  background: string;
  width: number;
  height: number;
  framing?: Framing;
}): string {
  const { width, height, background } = input;
  const framing = input.framing ?? {
    output: { width, height },
    window: { x: 0, y: 0, width, height },
  };
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 12));
  const maxChars = Math.max(8, Math.floor((width * 0.85) / (fontSize * 0.55)));
  const lines = wrap(input.title, maxChars);
  const lineHeight = Math.round(fontSize * 1.25);
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="${width / 2}" y="${Math.round(firstY + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const { window, output } = framing;
  const viewBox = [window.x, window.y, window.width, window.height].map(round3).join(" ");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${output.width}" height="${output.height}" viewBox="${viewBox}" preserveAspectRatio="none" role="img" aria-label="${escapeXml(input.title)}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<text font-family="sans-serif" font-size="${fontSize}" fill="${textColorOn(background)}" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
    `</svg>`,
  ].join("");
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function wrap(title: string, maxChars: number): Array<string> {
  const lines: Array<string> = [];
  let current = "";
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function textColorOn(hex: string): string {
  const rgb = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = rgb;
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.55 ? "#2b2230" : "#ffffff";
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
