// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { TextPage } from "#app/components/content/text-page.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import type { TextPage as TextPageData } from "#bff/pages/text-page.ts";

const internal = (href: string) => ({ href, external: false }) as const;

const PAGE: TextPageData = {
  slug: "platba",
  title: "Platba",
  lang: null,
  document: {
    type: "doc",
    content: [
      { type: "heading", level: 1, content: [{ type: "text", text: "Platba", marks: [] }] },
    ],
  },
  blocks: [],
  menu: {
    code: "footerMenu1",
    items: [
      { id: "1", title: "Doprava", link: internal("/vse-o-nakupu/doprava"), children: [] },
      { id: "2", title: "Platba", link: internal("/vse-o-nakupu/platba"), children: [] },
    ],
  },
  contactBox: null,
  seo: {
    title: "Platba",
    description: null,
    keywords: null,
    noindex: false,
    nofollow: false,
    slugs: { cs: "platba" },
    image: null,
  },
};

describe("a CMS text page", () => {
  test("shows the menu its custom_menu_code names, the page itself marked", async () => {
    await renderRoute(<TextPage page={PAGE} />, { path: "/vse-o-nakupu/platba" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Platba");
    const menu = screen.getByRole("navigation", { name: "Nákup" });
    expect(within(menu).getByRole("link", { name: "Doprava" }).getAttribute("href")).toBe(
      "/vse-o-nakupu/doprava",
    );
    expect(within(menu).getByRole("link", { name: "Platba" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  test("a page the CMS answered in another language says which, its menu in the shop's", async () => {
    await renderRoute(<TextPage page={{ ...PAGE, lang: "cs" }} />, { locale: "sk" });
    expect(screen.getByRole("heading", { level: 1 }).closest("[lang]")?.getAttribute("lang")).toBe(
      "cs",
    );
    expect(screen.getByRole("navigation").closest("[lang]")).toBeNull();
  });

  test("a page in the shopper's language carries no language of its own", async () => {
    const { container } = await renderRoute(<TextPage page={PAGE} />);
    expect(container.querySelector("[lang]")).toBeNull();
  });

  test("without a menu, only the text", async () => {
    await renderRoute(<TextPage page={{ ...PAGE, menu: null }} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
