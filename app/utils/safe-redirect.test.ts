import { describe, expect, test } from "vitest";

import { OPEN_REDIRECT_TAILS, staysOnShop } from "#app/testing/open-redirect-payloads.ts";
import { ownPath, safeRedirect } from "#app/utils/safe-redirect.ts";

describe("safeRedirect", () => {
  test.each([
    "/kosik?krok=2",
    "/",
    "/sk/kosik",
    "/produkt/masazni-olej?variant_id=1011#recenze",
    "/hledat?q=gel%20na%20masaz",
    "/znacky/l%C3%A1ska",
  ])("keeps the path on this site %j, query included", (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  test("answers the fallback it is given", () => {
    expect(safeRedirect("//evil.example", "/sk")).toBe("/sk");
    expect(safeRedirect(null, "")).toBe("");
  });

  // An open-redirect corpus: other hosts, schemes, encodings and character tricks.
  test.each([
    "https://evil.example/",
    "http://evil.example",
    "HTTPS://evil.example",
    "//evil.example",
    "//evil.example/kosik",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "%5C%5Cevil.example",
    "/%252F%252Fevil.example",
    "/%255Cevil.example",
    "/%E0%A4%A",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "/javascript:alert(1)\\",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "https:evil.example",
    " /kosik",
    " //evil.example",
    "/ /evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%09/evil.example",
    "/%0d%0aSet-Cookie:x=1",
    "/\u0000/evil.example",
    "/\u007f",
    "/\u2028/evil.example",
    "/\u3000/evil.example",
    "/../evil",
    "/kosik/../../evil",
    "/./kosik",
    "/kosik/..",
    "/%2e%2e/evil",
    "/kosik/%2E%2E/",
    "kosik",
    "evil.example",
    "@evil.example",
    "",
    "/" + "a".repeat(2048),
    null,
    undefined,
  ])("refuses %j", (target) => {
    expect(safeRedirect(target, "/")).toBe("/");
  });

  test("a file from a form is not a target", () => {
    expect(safeRedirect(new File(["/kosik"], "target.txt"))).toBe("/");
  });

  test("a target with characters a header cannot carry is encoded, never an error", () => {
    expect(safeRedirect("/ž")).toBe("/%C5%BE");
    expect(safeRedirect("/hledat?q=vibrátor")).toBe("/hledat?q=vibr%C3%A1tor");
    expect(() => new Headers({ Location: safeRedirect("/ž") })).not.toThrow();
  });
});

describe("ownPath", () => {
  test("the page a form was posted from, with its query and an anchor", () => {
    expect(ownPath(new URL("https://shop.test/produkt/gel?variant_id=1"), "recenze")).toBe(
      "/produkt/gel?variant_id=1#recenze",
    );
  });

  test.each(OPEN_REDIRECT_TAILS)("the request %s leads back to the shop only", (tail) => {
    expect(staysOnShop(ownPath(new URL(`https://shop.test${tail}?x=1`)))).toBe(true);
  });
});
