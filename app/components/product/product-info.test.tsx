// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ProductInfo } from "#app/components/product/product-info.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import type { ProductPage } from "#bff/pages/product-page.ts";

const VARIANT = { marketingCode: "PR1006-01", ean: null } as ProductPage["variant"];

describe("the parameter table's help", () => {
  test("a parameter and a value the CMS explains each have a '?' that opens their text", async () => {
    await renderRoute(
      <ProductInfo
        product={{
          variant: VARIANT,
          parameters: [
            {
              id: 5,
              title: "Materiál",
              unit: null,
              type: "list",
              description: "Z čeho je výrobek vyroben.",
              linkToVirtualCategory: false,
              values: [
                {
                  id: 51,
                  title: "Silikon",
                  colourHex: null,
                  linkUrl: null,
                  description: "Hebký a tělově bezpečný.",
                },
                { id: 52, title: "ABS", colourHex: null, linkUrl: null, description: null },
              ],
            },
          ],
        }}
      />,
      { rootData: { locale: "cs", frame: {} } },
    );
    const row = screen.getByText("Materiál").closest("div");
    if (!row) throw new Error("no row");
    const parameterHelp = within(row).getByText("?", {
      selector: '[aria-label="Vysvětlení: Materiál"]',
    });
    expect(parameterHelp.closest("details")?.textContent).toContain("Z čeho je výrobek vyroben.");
    const valueHelp = within(row).getByText("?", {
      selector: '[aria-label="Vysvětlení: Silikon"]',
    });
    expect(valueHelp.closest("details")?.textContent).toContain("Hebký a tělově bezpečný.");
    expect(within(row).getAllByText("?")).toHaveLength(2);
  });
});
