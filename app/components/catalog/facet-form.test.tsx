// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { FacetForm } from "#app/components/catalog/facet-form.tsx";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { textsOf } from "#app/testing/texts.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";

afterEach(cleanup);

const FACETS = {
  parameters: [
    {
      id: 1,
      title: "Barva",
      collapsed: false,
      unit: null,
      values: [{ id: 1001, title: "Růžová", count: 4, selected: false, colour: null }],
    },
  ],
  price: null,
  stock: { selected: false, count: 9 },
  tags: [],
} as unknown as CatalogListing["facets"];

/** The filters on `/vibratory`, whose loader answers only when the test lets it. */
function renderFilters() {
  const searches: string[] = [];
  let answer = () => {};
  const RemixStub = createRemixStub([
    {
      path: "*",
      loader: async ({ request }) => {
        searches.push(new URL(request.url).search);
        await new Promise<void>((resolve) => (answer = resolve));
        return null;
      },
      Component: () => (
        <FacetForm action="/vibratory" facets={FACETS} query={{} as CatalogListing["query"]} />
      ),
    },
  ]);
  render(
    <TranslationsProvider value={textsOf("cs")}>
      <RemixStub
        initialEntries={["/vibratory"]}
        hydrationData={{ loaderData: { "0": null } }}
        future={{ v3_singleFetch: true, v3_lazyRouteDiscovery: true }}
      />
    </TranslationsProvider>,
  );
  return { searches, answer: () => answer() };
}

test("the same filters reported twice while their page loads are asked for once, not restarted", async () => {
  const { searches, answer } = renderFilters();
  const pink = await screen.findByRole("checkbox", { name: /Růžová/ });
  fireEvent.click(pink);
  await waitFor(() => expect(searches).toEqual(["?p1=1001"]));
  // A second report of the same state in a later task, as the early ticks and React's
  // replayed click make after hydration.
  await new Promise((resolve) => setTimeout(resolve, 10));
  fireEvent.submit(screen.getByRole("form", { name: "Filtry" }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(searches).toEqual(["?p1=1001"]);

  // Once that page is there, the same filters asked for again load again.
  answer();
  await new Promise((resolve) => setTimeout(resolve, 10));
  fireEvent.submit(screen.getByRole("form", { name: "Filtry" }));
  await waitFor(() => expect(searches).toEqual(["?p1=1001", "?p1=1001"]));
});
