import { type queries, within, type BoundFunctions } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";

import { loadDeferredParts } from "#app/components/layout/deferred-part.tsx";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { type Locale, textsOf } from "#app/testing/texts.ts";

/**
 * Renders a component as the server sends it, before any JavaScript runs (no effects, no
 * hydration: what a shopper without JavaScript gets): inside a data router (forms and
 * fetchers need one) at `url`, with the shop's texts and i18n settings in `locale`.
 * `rootData` is the root loader's data as far as the component reads it. Answers Testing
 * Library's queries over that markup (by role, label and text), in a test file that starts
 * with the `// @vitest-environment jsdom` docblock.
 */
export async function renderAsServer(
  element: ReactNode,
  {
    locale = "cs",
    url = "http://localhost/",
    rootData = { locale, frame: {} },
  }: { locale?: Locale; url?: string; rootData?: Record<string, unknown> } = {},
): Promise<BoundFunctions<typeof queries>> {
  // What every root answer holds, unless a test says otherwise: no features, no wishes.
  const root = { features: [], wishedVariantIds: null, ...rootData };
  // A static render cannot wait: the parts a server has rendered before are at hand.
  await loadDeferredParts();
  const handler = createStaticHandler([{ id: "root", path: "*", loader: () => root, element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("expected a render context");
  const router = createStaticRouter(handler.dataRoutes, context);
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <TranslationsProvider value={textsOf(locale)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </TranslationsProvider>,
  );
  return within(container);
}
