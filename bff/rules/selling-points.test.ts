import { describe, expect, test } from "vitest";

import { resolveCmsLink } from "#bff/rules/cms-link.ts";
import { SELLING_POINT_TITLE_MAX, sellingPoints } from "#bff/rules/selling-points.ts";

describe("selling points", () => {
  test("the heaviest first, the rest as the editor listed them", () => {
    const points = sellingPoints(
      [
        { title: "Vrácení do 30 dní", weight: 1 },
        { title: "Diskrétní balení", weight: 10 },
        { title: "Dárek v každém balíčku" },
        { title: "Odeslání ještě dnes" },
      ],
      resolveCmsLink,
    );
    expect(points.map((point) => point.title)).toEqual([
      "Diskrétní balení",
      "Vrácení do 30 dní",
      "Dárek v každém balíčku",
      "Odeslání ještě dnes",
    ]);
  });

  test("a title is cut at the spec's 80 characters, icon and link kept", () => {
    const [point] = sellingPoints(
      [
        {
          title: "Diskrétní balení ".repeat(6),
          description: "",
          icon: "package",
          link: "/vse-o-nakupu/diskretnost-nakupu",
        },
      ],
      resolveCmsLink,
    );
    expect(SELLING_POINT_TITLE_MAX).toBe(80);
    expect(point?.title).toHaveLength(80);
    expect(point?.title.endsWith("…")).toBe(true);
    expect(point).toMatchObject({
      description: null,
      icon: "package",
      link: { href: "/vse-o-nakupu/diskretnost-nakupu", external: false },
    });
  });
});
