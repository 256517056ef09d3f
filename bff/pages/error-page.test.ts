import { describe, expect, test } from "vitest";

import { errorPageOf } from "./error-page.ts";

const notFound = {
  _id: "error-404",
  status_code: 404,
  title: "Stránka nenalezena",
  content: {
    type: "doc",
    content: [
      {
        type: "heading",
        attrs: { level: 1 },
        content: [{ type: "text", text: "Tuhle jsme nenašli" }],
      },
      { type: "paragraph", content: [{ type: "text", text: "Zkuste vyhledávání." }] },
    ],
  },
};

function texts(node: unknown): Array<string> {
  if (typeof node !== "object" || node === null) return [];
  if ("text" in node && typeof node.text === "string") return [node.text];
  return "content" in node && Array.isArray(node.content) ? node.content.flatMap(texts) : [];
}

describe("the CMS's error page of a status", () => {
  test("gives the title and rich text of the status's entry (status_code)", () => {
    const page = errorPageOf({ error_pages: [notFound] }, { status: 404, locale: "cs" });
    expect(page?.title).toBe("Stránka nenalezena");
    expect(texts(page?.document)).toEqual(["Tuhle jsme nenašli", "Zkuste vyhledávání."]);
  });

  test("is null for a status the CMS has no page for, so the shop's own texts stand", () => {
    expect(errorPageOf({ error_pages: [notFound] }, { status: 410, locale: "cs" })).toBeNull();
    expect(errorPageOf({ error_pages: [] }, { status: 404, locale: "cs" })).toBeNull();
  });

  test("opens with the title as its heading when the content has no main heading", () => {
    const forbidden = {
      _id: "error-403",
      status_code: 403,
      title: "Přístup odepřen",
      content: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Přihlaste se." }] }],
      },
    };
    const page = errorPageOf({ error_pages: [forbidden] }, { status: 403, locale: "cs" });
    expect(page?.document).toMatchObject({
      type: "doc",
      content: [{ type: "heading", level: 1 }, { type: "paragraph" }],
    });
    expect(texts(page?.document)).toEqual(["Přístup odepřen", "Přihlaste se."]);
  });

  test("drops what rich text may not carry, as every CMS text", () => {
    const hostile = {
      ...notFound,
      content: {
        type: "doc",
        content: [
          { type: "script", content: [{ type: "text", text: "alert(1)" }] },
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: "odkaz",
                marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
              },
            ],
          },
        ],
      },
    };
    const page = errorPageOf({ error_pages: [hostile] }, { status: 404, locale: "cs" });
    expect(JSON.stringify(page?.document)).not.toMatch(/alert\(1\)|javascript:/);
  });
});
