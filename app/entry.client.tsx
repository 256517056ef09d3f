import { RemixBrowser } from "@remix-run/react";
import i18next, { type Resource } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";

import { installChunkReload } from "./chunk-reload.ts";
import { TRANSLATIONS_ELEMENT_ID } from "./components/layout/translations-script.tsx";
import { i18nConfig } from "./i18n.ts";

installChunkReload();

/** The translations the server rendered with, from the page itself (no extra request). */
function pageTranslations(): { language: string; resources: Resource } {
  const element = document.getElementById(TRANSLATIONS_ELEMENT_ID);
  const parsed: unknown = JSON.parse(element?.textContent ?? "{}");
  const { language = document.documentElement.lang, bundles = {} } = parsed as {
    language?: string;
    bundles?: Resource[string];
  };
  return { language, resources: { [language]: bundles } };
}

async function hydrate() {
  const { language, resources } = pageTranslations();
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
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
