import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";

import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import { InfoBoxes } from "#app/components/content/info-boxes.tsx";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { testContext } from "#bff/mocks/context.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";
import { loadContentBlocks, toInfoBoxes } from "#bff/pages/content-blocks.ts";

setUpMockUpstreams();

/** As the server sends it, before any JavaScript. */
const render = (element: ReactNode, locale = "cs") =>
  renderAsServer(element, { rootData: { locale, frame: {} } });

describe("content blocks", () => {
  test("curated guides are cards linking to their CMS pages, in the shopper's language", async () => {
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
    const html = await render(<ContentBlocks blocks={blocks} />, "sk");
    expect(html).toContain('<h2 id="block-guides-1">Průvodci nákupem</h2>');
    expect(html).toMatch(
      /<a [^>]*href="\/sk\/jak-vybrat-vibrator"[^>]*><img src="[^"]+\/image\/w400h250\/content\/guide-vibrator" [^>]*alt=""[^>]*\/><h3>Jak vybrat vibrátor<\/h3><\/a><p>Pět kroků k prvnímu vibrátoru.<\/p>/,
    );
    expect(html).toContain('<li class="guide-card"><h3>Bez stránky</h3></li>');
    expect(html).not.toContain("javascript:");
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
    const html = await render(<ContentBlocks blocks={blocks} />);
    expect(html).toContain('<h2 id="block-guide-products-1">Z průvodce: první vibrátor</h2>');
    expect(html).toMatch(
      /<article class="product-card">.*href="\/produkt\/masazni-olej-vanilka-200-ml"/,
    );
    expect(html).toMatch(/<a [^>]*href="\/jak-vybrat-vibrator"[^>]*>Celý průvodce<\/a>/);
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
    const html = await render(
      <>
        <ContentBlocks blocks={blocks} />
        <NewsletterForm lastResult={null} />
      </>,
    );
    expect(html).toContain('<h2 id="block-newsletter-1">Novinky e-mailem</h2>');
    expect(html).toContain("<p>Sleva 10 % na první nákup.</p>");
    expect(html).toMatch(
      /<form [^>]*action="\/odber-novinek"[^>]*id="newsletter-block-newsletter-1"/,
    );
    expect(html).toContain('<input type="hidden" name="source" value="welcome"/>');
    // An unknown source falls back to the form's default instead of being refused.
    expect(html).toMatch(/id="newsletter-block-newsletter-2".*name="source" value="footer"/);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const labels = [...html.matchAll(/<label for="([^"]+)"/g)].map((match) => match[1]);
    expect(labels).toEqual([
      "newsletter-block-newsletter-1-email",
      "newsletter-block-newsletter-2-email",
      "newsletter-footer-email",
    ]);
    for (const label of labels) expect(ids).toContain(label);
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
    const html = await render(<ContentBlocks blocks={blocks} />);
    expect(html).toContain('<link rel="stylesheet" href="/colours.css?c=2b2230.fdecef.ffffff"/>');
    expect(html).toContain(
      '<li class="text-box colour-fdecef text-colour-2b2230 text-box-rounded">Novinky každý týden</li>',
    );
    expect(html).toContain('<li class="text-box">Zlo</li>');
    expect(html).toMatch(
      /<a class="button button-primary text-box-button colour-2b2230 text-colour-ffffff text-box-button-solid" [^>]*href="\/novinky">Všechny novinky<\/a>/,
    );
    expect(html).not.toMatch(/style=|url\(|red;|display:none/);
  });
});

describe("info boxes", () => {
  test("sorted by order, coloured by class, those without a colour left out", async () => {
    const boxes = toInfoBoxes([
      { _id: "b", box_color: "#e8f6ef", order: 2, text: "Reklamovanost jen 0,8 %." },
      { _id: "c", box_color: null, order: 3, text: "Box bez barvy se nezobrazí." },
      { _id: "a", box_color: "#fdecef", order: 1, text: "Odesíláme <b>ještě dnes</b>." },
    ]);
    const html = await render(<InfoBoxes boxes={boxes} />);
    expect(html).toBe(
      '<ul class="info-boxes" aria-label="Důležité informace">' +
        '<li class="info-box colour-fdecef">Odesíláme &lt;b&gt;ještě dnes&lt;/b&gt;.</li>' +
        '<li class="info-box colour-e8f6ef">Reklamovanost jen 0,8 %.</li></ul>',
    );
    expect(await render(<InfoBoxes boxes={[]} />)).toBe("");
  });
});
