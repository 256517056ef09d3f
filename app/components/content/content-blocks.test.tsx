// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";

import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import { InfoBoxes } from "#app/components/content/info-boxes.tsx";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import type { Locale } from "#app/testing/texts.ts";
import { testContext } from "#bff/mocks/context.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";
import { loadContentBlocks, toInfoBoxes } from "#bff/pages/content-blocks.ts";

setUpMockUpstreams();

function render(element: ReactNode, locale: Locale = "cs") {
  return renderRoute(element, { locale });
}

/** Every link's address on the page. */
function hrefs(): Array<string | null> {
  return screen.queryAllByRole("link").map((link) => link.getAttribute("href"));
}

/** The sign-up form an e-mail field belongs to: where it posts, its id and its source. */
function signUp(field: HTMLElement) {
  const form = field instanceof HTMLInputElement ? field.form : null;
  if (!form) throw new Error("the e-mail field is outside a form");
  const source = form.elements.namedItem("source");
  return {
    action: form.getAttribute("action"),
    id: form.id,
    source: source instanceof HTMLInputElement ? source.value : null,
  };
}

describe("content blocks", () => {
  test("curated guides are cards linking to their guide pages, in the shopper's language", async () => {
    const blocks = await loadContentBlocks(testContext({ locale: "sk" }), [
      {
        __typename: "CuratedGuidesBlock",
        _id: "guides-1",
        title: "Průvodci nákupem",
        guides: [
          {
            title: "Jak vybrat vibrátor",
            slug: "jak-vybrat-vibrator",
            perex: "Pět kroků k prvnímu vibrátoru.",
            image: { path: "content/guide-vibrator" },
          },
          { title: "Bez stránky", slug: "javascript:alert(1)", perex: null, image: null },
        ],
      },
    ]);
    await render(<ContentBlocks blocks={blocks} />, "sk");
    const section = screen.getByRole("region", { name: "Průvodci nákupem" });
    const [guide, withoutPage, ...more] = within(section).getAllByRole("listitem");
    if (!guide || !withoutPage) throw new Error("expected two guide cards");
    expect(more).toEqual([]);

    const card = within(guide).getByRole("link", { name: "Jak vybrat vibrátor" });
    expect(card.getAttribute("href")).toBe("/sk/sprievodca/jak-vybrat-vibrator");
    // The picture is decoration: the card is named by its heading.
    expect(within(card).getByRole("presentation").getAttribute("src")).toMatch(
      /\/image\/w400h250\/content\/guide-vibrator$/,
    );
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("Jak vybrat vibrátor");
    expect(within(guide).getByText("Pět kroků k prvnímu vibrátoru.").tagName).toBe("P");

    expect(withoutPage.className).toBe("guide-card");
    expect(
      within(withoutPage).getByRole("heading", { level: 3, name: "Bez stránky" }),
    ).toBeDefined();
    expect(within(withoutPage).queryByRole("link")).toBeNull();
    expect(hrefs()).toEqual(["/sk/sprievodca/jak-vybrat-vibrator"]);
  });

  test("guide products are product cards, with a link to the whole guide", async () => {
    const blocks = await loadContentBlocks(testContext(), [
      {
        __typename: "CuratedGuideProductsBlock",
        _id: "guide-products-1",
        title: "Z průvodce: první vibrátor",
        guide_slug: "jak-vybrat-vibrator",
        product_reference: [{ entityId: 101 }],
      },
    ]);
    await render(<ContentBlocks blocks={blocks} />);
    const section = screen.getByRole("region", { name: "Z průvodce: první vibrátor" });
    const product = within(section).getByRole("article");
    expect(product.className).toBe("product-card");
    expect(
      within(product)
        .getByRole("link", { name: /Masážní olej Vanilka 200 ml$/ })
        .getAttribute("href"),
    ).toBe("/produkt/masazni-olej-vanilka-200-ml");
    expect(within(section).getByRole("link", { name: "Celý průvodce" }).getAttribute("href")).toBe(
      "/pruvodce/jak-vybrat-vibrator",
    );
  });

  test("blocks the CMS answered in Czech on a Slovak page say so, the shop's boxes and links in Slovak", async () => {
    const blocks = await loadContentBlocks(testContext({ locale: "sk" }), [
      {
        __typename: "CuratedGuideProductsBlock",
        _id: "guide-products-1",
        title: "Z průvodce: první vibrátor",
        guide_slug: "jak-vybrat-vibrator",
        product_reference: [{ entityId: 101 }],
      },
    ]);
    await render(<ContentBlocks blocks={blocks} lang="cs" />, "sk");
    const section = screen.getByRole("region", { name: "Z průvodce: první vibrátor" });
    const languageOf = (element: HTMLElement) => element.closest("[lang]")?.getAttribute("lang");
    expect(languageOf(within(section).getByRole("heading", { level: 2 }))).toBe("cs");
    expect(languageOf(within(section).getByRole("article"))).toBe("sk");
    expect(languageOf(within(section).getByRole("link", { name: "Celý sprievodca" }))).toBe("sk");
  });

  test("blocks that open the page fetch their first picture first, and only that one", async () => {
    const blocks = await loadContentBlocks(testContext(), [
      { __typename: "TextBoxesBlock", _id: "boxes-1", text_boxes: [] },
      {
        __typename: "CuratedGuideProductsBlock",
        _id: "guide-products-1",
        title: "Z průvodce: první vibrátor",
        guide_slug: "jak-vybrat-vibrator",
        product_reference: [{ entityId: 101 }],
      },
      {
        __typename: "CuratedGuidesBlock",
        _id: "guides-1",
        title: "Průvodci nákupem",
        guides: [{ title: "Jak vybrat", slug: "jak", perex: null, image: { path: "content/g" } }],
      },
    ]);
    const { unmount } = await render(<ContentBlocks blocks={blocks} opensPage />);
    const first = within(screen.getByRole("region", { name: "Z průvodce: první vibrátor" }))
      .getByRole("article")
      .querySelector("img");
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    unmount();
    // Further down a page, every picture waits until it is near.
    await render(<ContentBlocks blocks={blocks} />);
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(0);
  });

  test("a newsletter block is the sign-up form with its own ids and the block's source", async () => {
    const blocks = await loadContentBlocks(testContext(), [
      {
        __typename: "NewsletterBlock",
        _id: "newsletter-1",
        title: "Novinky e-mailem",
        text: "Sleva 10 % na první nákup.",
        source: "welcome",
      },
      {
        __typename: "NewsletterBlock",
        _id: "newsletter-2",
        title: "Ještě jednou",
        text: null,
        source: "<script>",
      },
    ]);
    const { container } = await render(
      <>
        <ContentBlocks blocks={blocks} />
        <NewsletterForm lastResult={null} />
      </>,
    );
    const section = screen.getByRole("region", { name: "Novinky e-mailem" });
    expect(within(section).getByText("Sleva 10 % na první nákup.").tagName).toBe("P");

    expect(signUp(within(section).getByRole("textbox", { name: "E-mail" }))).toEqual({
      action: "/odber-novinek",
      id: "newsletter-block-newsletter-1",
      source: "welcome",
    });
    // An unknown source falls back to the form's default instead of being refused.
    const fields = screen.getAllByRole("textbox", { name: "E-mail" });
    expect(fields.map((field) => signUp(field))).toEqual([
      { action: "/odber-novinek", id: "newsletter-block-newsletter-1", source: "welcome" },
      { action: "/odber-novinek", id: "newsletter-block-newsletter-2", source: "footer" },
      { action: "/odber-novinek", id: "newsletter-footer", source: "footer" },
    ]);
    // Each field is named by its own label, which only unique ids make sure of.
    expect(fields.map((field) => field.id)).toEqual([
      "newsletter-block-newsletter-1-email",
      "newsletter-block-newsletter-2-email",
      "newsletter-footer-email",
    ]);
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("text boxes get colour classes and the colour stylesheet; hostile colours are dropped", async () => {
    const blocks = await loadContentBlocks(testContext(), [
      {
        __typename: "TextBoxesBlock",
        _id: "boxes-1",
        text_boxes: [
          {
            text: "Novinky každý týden",
            text_color: "#2b2230",
            background_color: "#FDECEF",
            box_styles: "rounded",
          },
          {
            text: "Zlo",
            text_color: "red;background:url(x)",
            background_color: "#fff;}body{display:none",
            box_styles: null,
          },
        ],
        button: {
          text: "Všechny novinky",
          link: "/novinky",
          text_color: "#ffffff",
          background_color: "#2b2230",
          style: "solid",
        },
      },
    ]);
    const { container } = await render(<ContentBlocks blocks={blocks} />);
    // A style element has no role: it is found as the element it is.
    const styles = [...container.querySelectorAll("style")];
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent?.match(/\.colour-[0-9a-f]{6}(?=\{)/g)).toEqual([
      ".colour-2b2230",
      ".colour-fdecef",
      ".colour-ffffff",
    ]);
    expect(screen.getAllByRole("listitem").map((box) => [box.textContent, box.className])).toEqual([
      ["Novinky každý týden", "text-box colour-fdecef text-colour-2b2230 text-box-rounded"],
      ["Zlo", "text-box"],
    ]);
    const button = screen.getByRole("link", { name: "Všechny novinky" });
    expect(button.getAttribute("href")).toBe("/novinky");
    expect(button.className).toBe(
      "button button-primary text-box-button colour-2b2230 text-colour-ffffff text-box-button-solid",
    );
    expect(container.querySelector("[style]")).toBeNull();
  });
});

describe("info boxes", () => {
  test("sorted by order, coloured by class, those without a colour left out", async () => {
    const boxes = toInfoBoxes([
      { _id: "b", box_color: "#e8f6ef", order: 2, text: "Reklamovanost jen 0,8 %." },
      { _id: "c", box_color: null, order: 3, text: "Box bez barvy se nezobrazí." },
      { _id: "a", box_color: "#fdecef", order: 1, text: "Odesíláme <b>ještě dnes</b>." },
    ]);
    const { unmount } = await render(<InfoBoxes boxes={boxes} />);
    const list = screen.getByRole("list", { name: "Důležité informace" });
    expect(list.className).toBe("info-boxes");
    // The CMS's text is shown as it is, markup and all, never parsed.
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((box) => [box.textContent, box.className]),
    ).toEqual([
      ["Odesíláme <b>ještě dnes</b>.", "info-box colour-fdecef"],
      ["Reklamovanost jen 0,8 %.", "info-box colour-e8f6ef"],
    ]);
    unmount();

    const { container } = await render(<InfoBoxes boxes={[]} />);
    expect(container.childElementCount).toBe(0);
  });
});
