// @vitest-environment jsdom
import { expect, test } from "vitest";

import { PRODUCT_BOX_TRANSLATIONS } from "#app/components/product/box-translations.ts";
import { ProductCard } from "#app/components/product/product-card.tsx";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { OIL } from "#app/testing/card-fixtures.ts";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { textsOf } from "#app/testing/texts.ts";

async function groupsReadBy(card: typeof OIL): Promise<Array<string>> {
  const read = new Set<string>();
  await renderAsServer(
    <TranslationsProvider value={{ ...textsOf("cs"), used: (group) => read.add(group) }}>
      <ProductCard product={card} />
    </TranslationsProvider>,
    {
      rootData: {
        locale: "cs",
        frame: {},
        features: ["favourites", "wishList", "compare"],
        compareIds: [],
      },
    },
  );
  return [...read].sort();
}

test("a page that streams its boxes declares every text group a box reads", async () => {
  // With its heart and compare button, buyable at once and as a choice of variants.
  const read = [
    ...(await groupsReadBy(OIL)),
    ...(await groupsReadBy({ ...OIL, addVariantId: null })),
  ];
  expect([...new Set(read)].sort()).toEqual(PRODUCT_BOX_TRANSLATIONS);
});
