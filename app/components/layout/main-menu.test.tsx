// @vitest-environment jsdom
import { describe, expect, test } from "vitest";

import { StaticFrameProvider, type StaticFrame } from "#app/components/layout/kept-markup.tsx";
import { MainMenu } from "#app/components/layout/main-menu.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

const link = (href: string) => ({ href, external: false });

const FRAME: StaticFrame = {
  mainMenu: [
    {
      id: "10",
      title: "Vibrátory",
      link: link("/vibratory"),
      children: [
        { id: "11", title: "Klasické vibrátory", link: link("/klasicke-vibratory"), children: [] },
        { id: "12", title: "Vibrační vajíčka", link: link("/vibracni-vajicka"), children: [] },
      ],
    },
    { id: "20", title: "Nákupní rádce", link: link("/nakupni-radce"), children: [] },
  ],
  topHeaderMenu: [{ id: "30", title: "Kontakt", link: link("/kontakt"), children: [] }],
  footerMenus: [],
  footer: null,
  sellingPoints: [],
};

function renderMenu(locale: "cs" | "sk" | "de" = "cs") {
  return renderAsServer(
    <StaticFrameProvider value={{ frame: FRAME }}>
      <MainMenu />
    </StaticFrameProvider>,
    { locale },
  );
}

describe("the main menu", () => {
  test("is one navigation whose every category is linked once, for the phone and the desktop", async () => {
    const page = await renderMenu();
    const menu = page.getByRole("navigation", { name: "Hlavní menu" });
    const categories = menu.querySelector(".menu-list");
    const hrefs = [...(categories?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "/vibratory",
      "/klasicke-vibratory",
      "/vibracni-vajicka",
      "/nakupni-radce",
    ]);
    expect(page.getAllByRole("navigation")).toHaveLength(1);
  });

  test("opens a category's group by its name and leads first to the whole category", async () => {
    const page = await renderMenu();
    const group = page.getByText("Vibrátory", { selector: "summary" }).closest("details");
    const links = [...(group?.querySelectorAll("a") ?? [])].map((a) => a.textContent);
    expect(links).toEqual(["Vše v kategorii Vibrátory", "Klasické vibrátory", "Vibrační vajíčka"]);
    expect(page.getByRole("link", { name: "Nákupní rádce" }).getAttribute("href")).toBe(
      "/nakupni-radce",
    );
  });

  test("names the whole category in the page's language, the title last", async () => {
    const slovak = await renderMenu("sk");
    expect(slovak.getByRole("link", { name: "Všetko v kategórii Vibrátory" })).toBeTruthy();
    const german = await renderMenu("de");
    expect(german.getByRole("link", { name: "Alles in Vibrátory" })).toBeTruthy();
  });

  test("ends the phone's panel with the top header's links and the languages", async () => {
    const page = await renderMenu();
    const menu = page.getByRole("navigation", { name: "Hlavní menu" });
    expect(menu.querySelector(".menu-extra a")?.getAttribute("href")).toBe("/kontakt");
    expect(menu.querySelector(".menu-languages")?.textContent).toContain("Slovenčina");
  });
});
