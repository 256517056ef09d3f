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
