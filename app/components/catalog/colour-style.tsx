import { colourRules } from "#app/components/catalog/colour-rules.ts";
import { useNonce } from "#app/document/nonce.tsx";

/**
 * The classes of the CMS colours a page uses (tags, swatches, text and info boxes), as a
 * style element of the page with the response's nonce: the policy forbids style
 * attributes, and a stylesheet of their own was one more request that the first paint
 * waited for (decision 081). The rules only set custom properties that no other rule sets,
 * so where the element stands changes nothing in the cascade; it must be its parent's
 * first child, or the document is not valid HTML. Nothing for a page without CMS colours.
 */
export function ColourStyle({ colours }: { colours: ReadonlyArray<string | null> }) {
  const nonce = useNonce();
  const rules = colourRules(colours);
  return rules ? <style nonce={nonce}>{rules}</style> : null;
}
