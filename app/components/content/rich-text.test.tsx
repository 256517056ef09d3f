// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { RichText } from "#app/components/content/rich-text.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import { sanitiseRichText } from "#bff/cms/rich-text.ts";

const text = (value: string, marks?: Array<unknown>) => ({ type: "text", text: value, marks });
const paragraph = (...content: Array<unknown>) => ({ type: "paragraph", content });

/** Renders the document and answers its wrapper, the rich-text block. */
async function render(document: unknown): Promise<Element | null> {
  const { container } = await renderRoute(<RichText document={sanitiseRichText(document)} />);
  return container.firstElementChild;
}

describe("rich text", () => {
  test("renders nodes and marks as elements", async () => {
    await render({
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
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Doprava");
    expect(screen.getByRole("strong").textContent).toBe("tučně");
    expect(screen.getByRole("link", { name: "odkaz" }).getAttribute("href")).toBe("/kontakt");
    expect(within(screen.getByRole("subscript")).getByRole("emphasis").textContent).toBe("x");
    expect(within(screen.getByRole("listitem")).getByRole("paragraph").textContent).toBe("A");
    const header = screen.getByRole("columnheader", { name: "Cena" });
    expect(header.getAttribute("scope")).toBe("col");
    expect(within(header).getByRole("paragraph").textContent).toBe("Cena");
    expect(within(screen.getByRole("blockquote")).getByRole("paragraph").textContent).toBe("Citát");
    const image = screen.getByRole("img", { name: "Balík" });
    expect(image.getAttribute("src")).toMatch(/\/image\/w800h450\/pages\/doprava\.jpg$/);
    expect(image.getAttribute("srcset")).toMatch(/ 2x$/);
    const button = screen.getByRole("link", { name: "Kontakt" });
    expect(button.getAttribute("href")).toBe("/kontakt");
    expect(button.className).toBe("button button-primary button-md");
  });

  test("a button looks as the editor set it: colour, size and an icon on its side", async () => {
    await render({
      type: "doc",
      content: [
        {
          type: "button",
          attrs: {
            color: "dark",
            size: "lg",
            icon: "arrow-right",
            iconPosition: "right",
            href: { cs: "/kontakt" },
            title: "Napište nám",
          },
        },
        {
          type: "button",
          attrs: {
            color: "light",
            size: "sm",
            icon: "unicorn",
            href: { cs: "/kontakt" },
            title: "Bez ikony",
          },
        },
      ],
    });
    const withIcon = screen.getByRole("link", { name: "Napište nám" });
    expect(withIcon.className).toBe("button button-dark button-lg button-with-icon");
    expect(withIcon.lastElementChild?.tagName.toLowerCase()).toBe("svg");
    const unknownIcon = screen.getByRole("link", { name: "Bez ikony" });
    expect(unknownIcon.className).toBe("button button-light button-sm");
    expect(unknownIcon.querySelector("svg")).toBeNull();
  });

  test("hostile content is rendered inert", async () => {
    const richText = await render({
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
    // The hostile text is shown as text, not run or parsed.
    expect(screen.getByRole("paragraph").textContent).toBe(
      "klikni" + "data" + "<script>alert('x')</script><img src=x onerror=alert(1)>",
    );
    expect(richText?.querySelector("script, [onerror]")).toBeNull();
    // Links to other schemes are dropped, their text kept.
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.getByText("klikni").tagName).toBe("SPAN");
    expect(screen.getByRole("heading", { level: 5 }).textContent).toBe("velký");
    const image = screen.getByRole("presentation");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["2400", "16"]);
  });

  test("unknown kinds are skipped, oversized trees are cut, junk becomes an empty document", async () => {
    let deep: unknown = text("dno");
    for (let i = 0; i < 100; i += 1) deep = { type: "blockquote", content: [deep] };
    await render({ type: "doc", content: [deep] });
    expect(screen.queryByText("dno")).toBeNull();
    cleanup();

    const kept = await render({
      type: "doc",
      content: [{ type: "marquee" }, paragraph(text("ok"))],
    });
    expect(kept?.className).toBe("rich-text");
    expect(kept?.textContent).toBe("ok");
    expect(screen.getByRole("paragraph").textContent).toBe("ok");
    cleanup();

    for (const junk of ["not a document", null]) {
      const empty = await render(junk);
      expect(empty?.className).toBe("rich-text");
      expect(empty?.childElementCount).toBe(0);
      expect(empty?.textContent).toBe("");
      cleanup();
    }
  });
});
