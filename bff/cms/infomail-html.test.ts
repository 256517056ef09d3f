import { describe, expect, test } from "vitest";

import { INFOMAILS } from "#sandbox/seed/content-service-pages.ts";

import { sanitiseInfomailHtml } from "./infomail-html.ts";

const CDN = "https://cdn.shop.example";
const clean = (html: string) => sanitiseInfomailHtml(html, { imageOrigins: [CDN] });

describe("sanitiseInfomailHtml", () => {
  test("keeps the newsletter's layout, text, links and pictures", () => {
    const html = clean(
      `<table role="presentation" width="100%" cellpadding="0"><tr><td align="center">
       <h2>Masážní svíčka zdarma</h2><p>Do neděle <strong>zdarma</strong>.</p>
       <ul><li>vanilka</li></ul>
       <a href="https://shop.example/akce" target="_blank">Slevy</a>
       <a href="mailto:podpora@example.cz">napište nám</a>
       <img src="${CDN}/image/w600h300/infomail/x" alt="Svíčka" width="600" height="300">
       </td></tr></table>`,
    );
    expect(html).toContain('<table role="presentation" width="100%" cellpadding="0">');
    expect(html).toContain('<td align="center">');
    expect(html).toContain("<h3>Masážní svíčka zdarma</h3>");
    expect(html).toContain("<p>Do neděle <strong>zdarma</strong>.</p>");
    expect(html).toContain("<ul><li>vanilka</li></ul>");
    expect(html).toContain(
      '<a href="https://shop.example/akce" rel="noopener noreferrer" target="_blank">Slevy</a>',
    );
    expect(html).toContain(
      '<a href="mailto:podpora@example.cz" rel="noopener noreferrer">napište nám</a>',
    );
    expect(html).toContain(
      `<img src="${CDN}/image/w600h300/infomail/x" alt="Svíčka" width="600" height="300" loading="lazy" decoding="async" />`,
    );
  });

  test("a mail's h1 becomes an h2 under the page's own title", () => {
    expect(clean("<h1>Jaro</h1><h2>Novinky</h2>")).toBe("<h2>Jaro</h2><h3>Novinky</h3>");
  });

  test.each([
    ["a script and its text", "<p>a</p><script>document.cookie='x'</script>", "<p>a</p>"],
    [
      "a style sheet",
      "<style>body{background:url(javascript:alert(1))}</style><p>a</p>",
      "<p>a</p>",
    ],
    ["the head with its title", "<head><title>Mail</title></head><p>a</p>", "<p>a</p>"],
    ["an event handler", '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', "<p>a</p>"],
    ["a body's onload", '<body onload="alert(1)"><p>a</p></body>', "<p>a</p>"],
    [
      "an inline style with expression()",
      '<p style="width:expression(alert(1))">a</p>',
      "<p>a</p>",
    ],
    [
      "an inline style with url(javascript:)",
      "<td style=\"background:url('javascript:alert(1)')\">a</td>",
      "<td>a</td>",
    ],
    ["a javascript: link", "<a href=\"javascript:alert('x')\">a</a>", "<span>a</span>"],
    [
      "a javascript: link hidden by a tab",
      '<a href=" jav&#x09;ascript:alert(1)">a</a>',
      "<span>a</span>",
    ],
    ["a vbscript: link", "<a href=\"vbscript:msgbox('x')\">a</a>", "<span>a</span>"],
    [
      "a data: link",
      '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">a</a>',
      "<span>a</span>",
    ],
    ["a protocol-relative link", '<a href="//evil.example/x">a</a>', "<span>a</span>"],
    ["a backslash link", '<a href="\\\\evil.example/x">a</a>', "<span>a</span>"],
    ["an iframe", '<iframe src="https://evil.example/"></iframe><p>a</p>', "<p>a</p>"],
    [
      "an object and embed",
      '<object data="x.swf"></object><embed src="x.swf"><p>a</p>',
      "<p>a</p>",
    ],
    [
      "a form with its fields",
      '<form action="https://evil.example"><input name="p"><button>Go</button></form>',
      "",
    ],
    [
      "an svg with onload",
      '<svg onload="alert(1)"><circle r="1"></circle></svg><p>a</p>',
      "<p>a</p>",
    ],
    [
      "a base and a meta refresh",
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0">',
      "",
    ],
    ["a link to a style sheet", '<link rel="stylesheet" href="https://evil.example/x.css">', ""],
    ["a picture with onerror", '<img src="x" onerror="alert(1)">', ""],
    ["a javascript: picture", '<img src="javascript:alert(1)">', ""],
    ["a tracking pixel from elsewhere", '<img src="http://tracker.example/p.gif" alt="">', ""],
  ])("removes %s", (_what, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  test.each(INFOMAILS.map((infomail) => [infomail.slug, infomail.html] as const))(
    "the seeded infomail %s keeps nothing that can act",
    (_slug, html) => {
      const result = clean(html.replaceAll("{{cdn}}", CDN));
      expect(result).not.toMatch(/<(script|style|iframe|object|embed|form|svg|base|meta|link)\b/i);
      expect(result).not.toMatch(/\son\w+=/i);
      expect(result).not.toMatch(/style=|javascript:|vbscript:|data:|expression\(/i);
      expect(result).not.toMatch(/evil\.example|tracker\.example/);
      expect(result).toContain(`src="${CDN}/image/w600h300/infomail/`);
    },
  );
});
