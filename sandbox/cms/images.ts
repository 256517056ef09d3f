/**
 * The image CDN of the sandbox draws its pictures: a coloured square with the title, so
 * pages look populated without shipping binary files.
 */

export const IMAGE_SIZE = 800;

export interface ImageStyle {
  width: number;
  height: number;
}

const MAX_DIMENSION = 4000;

/** Styles look like `w400h400`, optionally followed by crop and upscale flags (`c1u0`). */
export function parseImageStyle(style: string): ImageStyle | undefined {
  const match = /^w(\d{1,4})h(\d{1,4})(?:c[01])?(?:u[01])?$/.exec(style);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1 || width > MAX_DIMENSION || height > MAX_DIMENSION) return undefined;
  return { width, height };
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

export function renderImageSvg(input: {
  title: string;
  background: string;
  width: number;
  height: number;
}): string {
  const { width, height, background } = input;
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
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.title)}">`,
    `<rect width="100%" height="100%" fill="${background}"/>`,
    `<text font-family="sans-serif" font-size="${fontSize}" fill="${textColorOn(background)}" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
    `</svg>`,
  ].join("");
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
