import { luminance } from "#bff/rules/colour-code.ts";

const MAX_COLOURS = 100;
const CODE = /^[0-9a-f]{6}$/;

/** Black or white, whichever contrasts more with the colour (WCAG contrast ratio). */
function readableText(code: string): string {
  const light = luminance(code);
  const withWhite = 1.05 / (light + 0.05);
  const withBlack = (light + 0.05) / 0.05;
  return withBlack >= withWhite ? "#000000" : "#ffffff";
}

/**
 * Two classes per colour code, setting custom properties the styles use: `colour-e58fb0`
 * for a colour with its readable text colour (tags, swatches, box backgrounds), and
 * `text-colour-e58fb0` for a text colour the CMS chose itself, so one element can carry
 * both. Each code once, in order; anything that is not six lower-case hex digits is
 * ignored, so nothing else reaches the CSS.
 */
export function colourRules(codes: ReadonlyArray<string | null>): string {
  const valid = [...new Set(codes)]
    .filter((code): code is string => code !== null && CODE.test(code))
    .sort()
    .slice(0, MAX_COLOURS);
  return valid
    .map(
      (code) =>
        `.colour-${code}{--colour:#${code};--colour-text:${readableText(code)}}` +
        `.text-colour-${code}{--text-colour:#${code}}`,
    )
    .join("\n");
}
