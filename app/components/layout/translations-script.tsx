import { createContext, useContext } from "react";

import { useNonce } from "#app/document/nonce.tsx";

export const TRANSLATIONS_ELEMENT_ID = "translations";

/**
 * The page's translations module. On the server a function, asked when the script renders
 * (after the rest of the page), so the module holds the groups the page's render read; in
 * the browser the URL the page named.
 */
const TranslationsUrlContext = createContext<(() => string) | string | null>(null);

export const TranslationsUrlProvider = TranslationsUrlContext.Provider;

/**
 * The module with the page's translations, which the browser hydrates with. A module
 * script: a browser without JavaScript never downloads it, and it is cached across pages.
 * It comes last in the body, once the page's render has read every text it shows.
 */
export function TranslationsScript() {
  const source = useContext(TranslationsUrlContext);
  const nonce = useNonce();
  if (!source) return null;
  const url = typeof source === "function" ? source() : source;
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
