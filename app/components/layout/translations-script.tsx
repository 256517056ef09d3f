import { createContext, useContext } from "react";

import { useNonce } from "#app/document/nonce.tsx";

export const TRANSLATIONS_ELEMENT_ID = "translations";

/**
 * The page's translations module. On the server a marker the document's body replaces with
 * the module's URL once the whole page has rendered (`pageTranslations`); in the browser
 * the URL the page named.
 */
const TranslationsUrlContext = createContext<string | null>(null);

export const TranslationsUrlProvider = TranslationsUrlContext.Provider;

/**
 * The module with the page's translations, which the browser hydrates with. A module
 * script: a browser without JavaScript never downloads it, and it is cached across pages.
 * It comes last in the body.
 */
export function TranslationsScript() {
  const url = useContext(TranslationsUrlContext);
  const nonce = useNonce();
  if (!url) return null;
  // The browser hides a nonce from scripts, so its render has none to match.
  return (
    <script
      id={TRANSLATIONS_ELEMENT_ID}
      type="module"
      src={url}
      nonce={nonce}
      suppressHydrationWarning
    />
  );
}
