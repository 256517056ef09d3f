/**
 * Values an attacker puts in a return target (`redirectTo`, `returnTo`, the language
 * switch's `z`, a payment return's token) hoping the shop answers with a `Location` off the
 * shop: other hosts spelled every way a browser still reads as a host, schemes, encodings
 * a proxy or a second redirect may undo, tab and line-break injections, credentials and
 * look-alike hosts built on the shop's own name, full-width and ideographic characters,
 * numeric hosts. Form bodies and query strings carry each of them byte for byte.
 */
export function redirectTargetPayloads(shopOrigin: string): ReadonlyArray<string> {
  const shop = new URL(shopOrigin);
  return [
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "http:/\\evil.example",
    "https:evil.example",
    "http://evil.example",
    "HTTPS://evil.example/",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.domain)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "%5C%5Cevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/%0D%0ALocation:%20http://evil.example",
    "/.evil.example",
    "/..//evil.example",
    "/kosik/../..//evil.example",
    "/%2e%2e//evil.example",
    ".../evil",
    "@evil.example",
    "/@evil.example",
    "//@evil.example",
    "//user:pass@evil.example",
    `${shop.protocol}//${shop.hostname}.evil.example`,
    `${shop.protocol}//evil.example#@${shop.host}`,
    `${shop.protocol}//evil.example?@${shop.host}`,
    `${shop.protocol}//${shop.host}@evil.example`,
    `${shop.protocol}//${shop.host}:x@evil.example/`,
    `//${shop.host}@evil.example`,
    `${shop.origin}\\@evil.example`,
    "／／evil.example",
    "/／evil.example",
    "//evil。example",
    "//evil%E3%80%82example",
    "//2130706433",
    "//0x7f.1",
    "//[::1]/",
    "/\u0000//evil.example",
  ];
}

/**
 * The rule every answer's `Location` must keep: a path on the shop (one leading `/`, never
 * `//` or `/\`, also once the tabs and line breaks browsers drop are gone), or an absolute
 * URL on the shop's own origin. A browser reading it on any page of the shop stays there.
 */
export function isSameSiteLocation(location: string, shopOrigin: string): boolean {
  const plain = location.replace(/[\t\n\r]/g, "");
  if (plain !== location) return false;
  const resolvesHome = (() => {
    try {
      return new URL(location, `${shopOrigin}/some/page`).origin === shopOrigin;
    } catch {
      return false;
    }
  })();
  if (!resolvesHome) return false;
  if (location.startsWith("/")) return !/^\/[/\\]/.test(location);
  return location === shopOrigin || location.startsWith(`${shopOrigin}/`);
}
