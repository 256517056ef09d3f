import type { MetaDescriptor } from "@remix-run/node";

/** The address of the stylesheet of the CMS colours a page uses, or null when it uses none. */
function colourSheetHref(colours: Array<string | null>): string | null {
  const codes = [...new Set(colours.filter((code): code is string => Boolean(code)))].sort();
  return codes.length === 0 ? null : `/colours.css?c=${codes.join(".")}`;
}

/** The stylesheet of the CMS colours a page uses; see app/routes/colours[.]css.ts. */
export function ColourSheet({ colours }: { colours: Array<string | null> }) {
  const href = colourSheetHref(colours);
  return href ? <link rel="stylesheet" href={href} /> : null;
}

/**
 * The same stylesheet as a head tag of a route's `meta`, for a page whose largest picture
 * follows coloured content: the browser paints what follows a stylesheet in the body only
 * once that has arrived and been applied, a frame or more after the rest, while one in the
 * head loads beside the main stylesheet. It only sets custom properties (`--colour`,
 * `--colour-text`, `--text-colour`) that no other rule sets, so coming before the main
 * stylesheet changes nothing in the cascade.
 */
export function colourSheetMeta(colours: Array<string | null>): Array<MetaDescriptor> {
  const href = colourSheetHref(colours);
  return href ? [{ tagName: "link", rel: "stylesheet", href }] : [];
}
