// @vitest-environment jsdom
import { describe, expect, test } from "vitest";

import { XSS_PAYLOADS } from "#app/testing/xss-payloads.ts";

import { sanitiseInfomailHtml } from "./infomail-html.ts";

/** What in a parsed fragment could run script: elements, handlers and URLs. */
function activeParts(html: string): Array<string> {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const found: Array<string> = [];
  for (const element of holder.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (["script", "iframe", "object", "embed", "svg", "math", "style", "form"].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name) || name === "style" || name === "srcdoc") found.push(`${tag}@${name}`);
      if (/^\s*(?:javascript|vbscript|data):/i.test(value)) found.push(`${tag}@${name}=${value}`);
    }
  }
  return found;
}

describe("the infomail's raw HTML against the XSS corpus", () => {
  test.each(XSS_PAYLOADS.map((payload) => [payload]))("%j keeps nothing that runs", (payload) => {
    const html = sanitiseInfomailHtml(`<p>${payload}</p><a href="${payload}">x</a>`, {
      imageOrigins: ["https://cdn.shop.example"],
    });
    expect(activeParts(html)).toEqual([]);
  });

  test("the check itself sees a handler and a scripting link", () => {
    expect(activeParts(`<img src=x onerror="x()"><a href="javascript:x()">x</a>`)).toEqual([
      "img@onerror",
      "a@href=javascript:x()",
    ]);
  });
});
