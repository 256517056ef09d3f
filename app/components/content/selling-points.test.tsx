// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { SellingPointList } from "#app/components/content/selling-points.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";

describe("selling points", () => {
  test("each promise with its description, a link where the editor set one", async () => {
    await renderRoute(
      <SellingPointList
        points={[
          {
            title: "Vrácení do 30 dní",
            description: "Bez udání důvodu",
            icon: "return",
            link: { href: "/vse-o-nakupu/vraceni-do-30-dni", external: false },
          },
          { title: "Dárek v každém balíčku", description: null, icon: "unknown", link: null },
        ]}
      />,
      { rootData: { locale: "cs", frame: {} } },
    );
    const link = screen.getByRole("link", { name: "Vrácení do 30 dní Bez udání důvodu" });
    expect(link.getAttribute("href")).toBe("/vse-o-nakupu/vraceni-do-30-dni");
    expect(screen.getByText("Dárek v každém balíčku").closest("a")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
