import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, test } from "vitest";

import { RichText } from "#app/components/content/rich-text.tsx";
import { sanitiseRichText } from "#bff/cms/rich-text.ts";

const text = (value: string, marks?: Array<unknown>) => ({ type: "text", text: value, marks });
const paragraph = (...content: Array<unknown>) => ({ type: "paragraph", content });

function render(document: unknown): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <RichText document={sanitiseRichText(document)} />
    </MemoryRouter>,
  );
}

describe("rich text", () => {
  test("renders nodes and marks as elements", () => {
    const html = render({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [text("Doprava")] },
        paragraph(
          text("tučně", [{ type: "bold" }]),
          text(" a "),
          text("odkaz", [{ type: "link", attrs: { href: "/kontakt" } }]),
          text("x", [{ type: "sub" }, { type: "italic" }]),
        ),
        { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("A"))] }] },
        {
          type: "table",
          content: [
            {
              type: "tableRow",
              content: [{ type: "tableHeader", content: [paragraph(text("Cena"))] }],
            },
          ],
        },
        { type: "blockquote", content: [paragraph(text("Citát"))] },
        {
          type: "image",
          attrs: { src: "pages/doprava.jpg", alt: "Balík", width: 800, height: 450 },
        },
        { type: "button", attrs: { title: "Kontakt", href: { cs: "/kontakt" }, color: "primary" } },
        { type: "clearer" },
      ],
    });
    expect(html).toContain("<h2>Doprava</h2>");
    expect(html).toContain("<strong>tučně</strong>");
    expect(html).toMatch(/<a [^>]*href="\/kontakt">odkaz<\/a>/);
    expect(html).toContain("<sub><em>x</em></sub>");
    expect(html).toContain("<li><p>A</p></li>");
    expect(html).toContain('<th scope="col"><p>Cena</p></th>');
    expect(html).toContain("<blockquote><p>Citát</p></blockquote>");
    expect(html).toMatch(
      /<img src="[^"]+\/image\/w800h450\/pages\/doprava\.jpg" srcSet="[^"]+ 2x" alt="Balík"/,
    );
    expect(html).toMatch(
      /<a class="button button-primary button-md" [^>]*href="\/kontakt">Kontakt<\/a>/,
    );
  });

  test("hostile content is rendered inert", () => {
    const html = render({
      type: "doc",
      content: [
        paragraph(
          text("klikni", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]),
          text("data", [
            { type: "link", attrs: { href: "data:text/html,<script>alert(1)</script>" } },
          ]),
          text("<script>alert('x')</script><img src=x onerror=alert(1)>"),
        ),
        { type: "script", content: [text("alert(1)")] },
        { type: "button", attrs: { title: "Zlo", href: { cs: "javascript:alert(1)" } } },
        { type: "heading", attrs: { level: 99 }, content: [text("velký")] },
        { type: "image", attrs: { src: "x.jpg", width: 1e9, height: -5 } },
      ],
    });
    expect(html).not.toMatch(/<script|<img src=x|javascript:|data:text/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("<span>klikni</span>");
    expect(html).toContain("<h5>velký</h5>");
    expect(html).toContain('width="2400" height="16"');
  });

  test("unknown kinds are skipped, oversized trees are cut, junk becomes an empty document", () => {
    let deep: unknown = text("dno");
    for (let i = 0; i < 100; i += 1) deep = { type: "blockquote", content: [deep] };
    expect(render({ type: "doc", content: [deep] })).not.toContain("dno");
    expect(render({ type: "doc", content: [{ type: "marquee" }, paragraph(text("ok"))] })).toBe(
      '<div class="rich-text"><p>ok</p></div>',
    );
    expect(render("not a document")).toBe('<div class="rich-text"></div>');
    expect(render(null)).toBe('<div class="rich-text"></div>');
  });
});
