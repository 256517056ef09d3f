/**
 * A CMS colour as six lower-case hex digits, or null when it is anything else. Colours reach
 * the page only as class names of this form (the stylesheet of colours defines them), never
 * as inline styles, which the Content-Security-Policy forbids.
 */
export function colourCode(value: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(value?.trim() ?? "");
  const hex = match?.[1]?.toLowerCase();
  if (!hex) return null;
  return hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
}

/** Relative luminance of a six-digit code (WCAG 2). */
export function luminance(code: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(code.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The WCAG contrast ratio of two six-digit codes, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;
