import { useNonce } from "#app/document/nonce.tsx";
import type { JsonLd as JsonLdData } from "#app/seo/json-ld.ts";
import { scriptJson } from "#app/seo/script-json.ts";

/**
 * Structured data for search engines: a JSON-LD data block carrying the response's CSP
 * nonce, never executed, with "<" escaped so its text cannot close the element.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides the nonce after parsing, so hydration sees an empty one.
      suppressHydrationWarning
      // Our own view model as escaped JSON; not HTML.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
