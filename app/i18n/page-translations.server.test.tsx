import { buffer } from "node:stream/consumers";

import type { EntryContext } from "@remix-run/node";
import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, test } from "vitest";

import {
  TranslationsScript,
  TranslationsUrlProvider,
} from "#app/components/layout/translations-script.tsx";
import { documentBody } from "#app/document/document-body.server.ts";
import { pageTranslations } from "#app/i18n/page-translations.server.ts";
import { TranslationsProvider, useTranslation } from "#app/i18n/use-translation.tsx";

/** A document of no route: only the groups its render reads reach the module. */
const noRoutes = {
  staticHandlerContext: { matches: [] },
  routeModules: {},
} as unknown as EntryContext;

/** A part that waits for its data, as a business buyer's variant entry did on a cold cache. */
function lateReader() {
  let ready = false;
  const arrival = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
    ready = true;
  });
  return function BulkEntry() {
    const { t } = useTranslation();
    if (!ready) throw arrival;
    return <button type="submit">{t("bulkOrder.submit")}</button>;
  };
}

/** The document as `entry.server.tsx` renders and sends it. */
async function renderDocument() {
  const page = pageTranslations("cs", noRoutes);
  const BulkEntry = lateReader();
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <TranslationsProvider value={page.translations}>
        <TranslationsUrlProvider value={page.moduleMarker}>
          <Suspense fallback={null}>
            <BulkEntry />
          </Suspense>
          <TranslationsScript />
        </TranslationsUrlProvider>
      </TranslationsProvider>,
      {
        onAllReady() {
          const body = documentBody({ marker: page.moduleMarker, value: page.moduleUrl() });
          pipe(body);
          buffer(body).then((bytes) => resolve(bytes.toString("utf8")), reject);
        },
        onShellError: reject,
      },
    );
  });
  return { html, marker: page.moduleMarker };
}

describe("a page's translations module", () => {
  test("holds a group read only inside a part that rendered after the module's script", async () => {
    const { html, marker } = await renderDocument();
    expect(html).toContain("Vložit do košíku");
    const source = /<script id="translations" type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(source).toMatch(/^\/translations\/cs\/bulk-order\.[0-9a-f]{16}\.js$/);
    expect(html).not.toContain(marker);
  });

  test("names a marker of its own for every page", () => {
    const first = pageTranslations("cs", noRoutes).moduleMarker;
    const second = pageTranslations("cs", noRoutes).moduleMarker;
    expect(first).not.toBe(second);
  });
});
