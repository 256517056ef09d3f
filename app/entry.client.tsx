// The fonts and base styles first: the stylesheet bundle follows the browser's entry, then
// each route, so every component's own styles come after these.
import "./styles/fonts.css";
import "./styles/app.css";

import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { preloadDeferredParts } from "#app/components/layout/deferred-part.tsx";
import {
  TRANSLATIONS_ELEMENT_ID,
  TranslationsUrlProvider,
} from "#app/components/layout/translations-script.tsx";
import { ignoreAbortedNavigations } from "#app/document/aborted-navigation.ts";
import { installChunkReload } from "#app/document/chunk-reload.ts";
import { browserTranslations } from "#app/i18n/browser-translations.ts";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";

installChunkReload();
ignoreAbortedNavigations();

async function hydrate() {
  // The translations the server rendered with: the module the page names, already on its
  // way (the page loads it as a module script), so importing it waits for no extra request.
  const element = document.getElementById(TRANSLATIONS_ELEMENT_ID);
  const url = element instanceof HTMLScriptElement ? new URL(element.src).pathname : "";
  // And the modules of the rarely shown parts the server rendered, so hydration finds them.
  const [translations] = await Promise.all([
    browserTranslations(url),
    preloadDeferredParts(document),
  ]);

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
