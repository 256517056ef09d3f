import { useTranslation } from "react-i18next";

import { useNonce } from "../../nonce.tsx";
import { scriptJson } from "../../seo/script-json.ts";

export const TRANSLATIONS_ELEMENT_ID = "translations";

/**
 * The page's translations as a JSON data block, so the browser hydrates without first
 * fetching them: one round trip less on a slow network. A data block is never executed;
 * "<" is escaped so the text cannot close the element.
 */
export function TranslationsScript() {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const language = i18n.language;
  const namespaces = i18n.options.ns;
  const bundles = Object.fromEntries(
    (Array.isArray(namespaces) ? namespaces : [namespaces ?? "common"]).map((namespace) => [
      namespace,
      i18n.getResourceBundle(language, namespace) as unknown,
    ]),
  );
  const json = scriptJson({ language, bundles });
  return (
    <script
      id={TRANSLATIONS_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // JSON of our own locale files, escaped by scriptJson; not HTML, never executed.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
