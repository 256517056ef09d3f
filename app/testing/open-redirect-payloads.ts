/**
 * Path tails that a browser, a proxy or a careless URL builder may read as another host:
 * double slashes, backslashes, their percent-encoded forms, dot segments, credentials,
 * a full-width dot, tabs and line breaks. Each is a raw request-target (what goes on the
 * HTTP request line), so tests can send them byte for byte.
 */
export const OPEN_REDIRECT_TAILS: ReadonlyArray<string> = [
  "//evil.example",
  "///evil.example",
  "////evil.example/",
  "/\\evil.example",
  "/\\\\evil.example",
  "/\\/evil.example",
  "//\\evil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/%5C%5Cevil.example",
  "/%5cevil.example",
  "//%5Cevil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/kosik/..//evil.example",
  "/%2e%2e//evil.example",
  "/.%2E//evil.example",
  "/./..//evil.example",
  "/.//evil.example",
  "/..\\/evil.example",
  "/@evil.example",
  "//@evil.example",
  "//user:pass@evil.example",
  "//shop.cz@evil.example",
  "//evil%2Eexample",
  "//evil%E3%80%82example",
  "//evil.example:443/",
  "//evil.example%00.shop.cz",
  "//evil.example/%2F..",
  "/%09/evil.example",
  "/%0D%0ALocation:%20http://evil.example",
  "//0x7f.1",
  "//2130706433",
  "/javascript:alert(1)",
];

/** Targets a CMS editor or a form could hand the shop as a link or a redirect. */
export const FOREIGN_TARGETS: ReadonlyArray<string> = [
  ...OPEN_REDIRECT_TAILS,
  "\\\\evil.example/x",
  "\\/evil.example",
  "https://evil.example/",
  "HTTP://evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  " javascript:alert(1)",
  "JaVaScRiPt:alert(document.domain)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "/\t/evil.example",
  "/\n/evil.example",
  "\t//evil.example",
  "//evil.example",
];

const SHOP = "https://shop.test";

/** True when a `Location` or `href`, as a browser reads it on a shop page, stays on the shop. */
export function staysOnShop(location: string, shopOrigin = SHOP): boolean {
  try {
    return new URL(location, `${shopOrigin}/some/page`).origin === shopOrigin;
  } catch {
    return false;
  }
}
