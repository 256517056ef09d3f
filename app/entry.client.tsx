import { RemixBrowser } from "@remix-run/react";
import i18next, { type Resource } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";

import {
  TRANSLATIONS_ELEMENT_ID,
  TranslationsUrlProvider,
} from "#app/components/layout/translations-script.tsx";
import { installChunkReload } from "#app/document/chunk-reload.ts";
import { i18nConfig } from "#app/i18n/i18n.ts";

installChunkReload();

/**
 * The translations the server rendered with: the module the page names, already on its way
 * (the page loads it as a module script), so importing it waits for no extra request.
 */
async function pageTranslations(): Promise<{ url: string; language: string; resources: Resource }> {
  const element = document.getElementById(TRANSLATIONS_ELEMENT_ID);
  const url = element instanceof HTMLScriptElement ? element.src : "";
  const { default: translations } = (await import(url)) as {
    default: { language: string; bundles: Resource[string] };
  };
  return {
    url: new URL(url).pathname,
    language: translations.language,
    resources: { [translations.language]: translations.bundles },
  };
}

async function hydrate() {
  const { url, language, resources } = await pageTranslations();
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng: language,
    ns: Object.keys(resources[language] ?? {}),
    resources,
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <TranslationsUrlProvider value={url}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </TranslationsUrlProvider>
      </I18nextProvider>,
    );
  });
}

void hydrate();
