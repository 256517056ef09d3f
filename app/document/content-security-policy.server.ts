/**
 * The document's Content-Security-Policy: scripts only with this response's nonce (and
 * what they load), no plugins, no <base>, no framing, forms only to this site and the payment gateway (placing an order and "pay
 * again" answer with a redirect there, which form-action also governs).
 */
export function contentSecurityPolicy({
  nonce,
  imageOrigins,
  formOrigins,
  isDevelopment,
}: {
  nonce: string;
  imageOrigins: Array<string>;
  formOrigins: Array<string>;
  isDevelopment: boolean;
}): string {
  const connect = isDevelopment ? ["'self'", "ws:"] : ["'self'"];
  const directives: Record<string, Array<string>> = {
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", ...imageOrigins],
    "font-src": ["'self'"],
    // default-src covers it; spelled out so the manifest stays on this site if that changes.
    "manifest-src": ["'self'"],
    "connect-src": connect,
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...formOrigins],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
