import type { LoaderFunction } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach } from "vitest";

import { loadDeferredParts } from "#app/components/layout/deferred-part.tsx";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { type Locale, textsOf } from "#app/testing/texts.ts";

// Vitest runs without globals, so Testing Library cannot register its own clean-up: each
// test file that renders through this helper empties the document after every test.
afterEach(cleanup);

const ROOT = "root";

/**
 * Renders a component into jsdom as the page at `path` through Remix's own
 * `createRemixStub`: one root route in a memory data router with the Remix context, so
 * links (prefetching ones included), forms and fetchers work, with the shop's texts and i18n
 * settings in `locale`. Query it with `screen`. `rootData` is the root loader's data as far
 * as the component reads it. Test files using it start with the
 * `// @vitest-environment jsdom` docblock.
 */
export async function renderRoute(
  element: ReactNode,
  {
    locale = "cs",
    path = "/",
    rootData = { locale, frame: {} },
    routes = [],
  }: {
    locale?: Locale;
    path?: string;
    rootData?: Record<string, unknown>;
    /** Routes beside the page that its fetchers may ask (`/doporuceni` and the like). */
    routes?: Array<{ path: string; loader: LoaderFunction }>;
  } = {},
): Promise<RenderResult> {
  // What every root answer holds, unless a test says otherwise: no features, no wishes.
  const root = { features: [], wishedVariantIds: null, ...rootData };
  // The parts a page loads when it first renders them, here at once: a query finds them.
  await loadDeferredParts();
  const RemixStub = createRemixStub([
    { id: ROOT, path: "*", loader: () => root, Component: () => element },
    ...routes,
  ]);
  return render(
    <TranslationsProvider value={textsOf(locale)}>
      <RemixStub
        initialEntries={[path]}
        // The root data as hydration data: the page renders at once, as after the server.
        hydrationData={{ loaderData: { [ROOT]: root } }}
        // remix.config.js's future flags.
        future={{
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_lazyRouteDiscovery: true,
          v3_singleFetch: true,
        }}
      />
    </TranslationsProvider>,
  );
}
