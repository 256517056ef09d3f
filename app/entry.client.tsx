import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import {
  TRANSLATIONS_ELEMENT_ID,
  TranslationsUrlProvider,
} from "#app/components/layout/translations-script.tsx";
import { installChunkReload } from "#app/document/chunk-reload.ts";
import { browserTranslations } from "#app/i18n/browser-translations.ts";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";

installChunkReload();

async function hydrate() {
  // The translations the server rendered with: the module the page names, already on its
  // way (the page loads it as a module script), so importing it waits for no extra request.
  const element = document.getElementById(TRANSLATIONS_ELEMENT_ID);
  const url = element instanceof HTMLScriptElement ? new URL(element.src).pathname : "";
  const translations = await browserTranslations(url);

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationsProvider value={translations}>
        <TranslationsUrlProvider value={url}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </TranslationsUrlProvider>
      </TranslationsProvider>,
    );
  });
}

void hydrate();
