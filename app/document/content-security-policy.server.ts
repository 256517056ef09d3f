/**
 * The document's Content-Security-Policy: scripts only with this response's nonce (and
 * what they load), styles from this site or with the nonce, no plugins, no <base>, no
 * framing, forms only to this site and the payment gateway (placing an order and "pay
 * again" answer with a redirect there, which form-action also governs). Frames of other
 * sites only on a page that shows them (a branch's map and 360° view), from their origins.
 * Third-party scripts (the consent banner) only from the origins of those configured.
 */
export function contentSecurityPolicy({
  nonce,
  imageOrigins,
  formOrigins,
  frameOrigins = [],
  scriptOrigins = [],
  isDevelopment,
}: {
  nonce: string;
  imageOrigins: Array<string>;
  formOrigins: Array<string>;
  /** The origins the rendered page frames; none keeps frames to this site (default-src). */
  frameOrigins?: Array<string>;
  /** The origins of configured third-party scripts, which load and call their own hosts. */
  scriptOrigins?: Array<string>;
  isDevelopment: boolean;
}): string {
  const connect = [...(isDevelopment ? ["'self'", "ws:"] : ["'self'"]), ...scriptOrigins];
  const directives: Record<string, Array<string>> = {
    "default-src": ["'self'"],
    // Browsers that know 'strict-dynamic' ignore the origins; older ones need them.
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'", ...scriptOrigins],
    // Style attributes stay forbidden; a style element only with this response's nonce
    // (a page's CMS colours, `ColourStyle`).
    "style-src": ["'self'", `'nonce-${nonce}'`],
    "img-src": ["'self'", "data:", ...imageOrigins],
    "font-src": ["'self'"],
    // default-src covers it; spelled out so the manifest stays on this site if that changes.
    "manifest-src": ["'self'"],
    "connect-src": connect,
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...formOrigins],
    ...(frameOrigins.length > 0 ? { "frame-src": ["'self'", ...frameOrigins] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The https origins the rendered routes' data asks to frame (`frameOrigins` of a loader's
 * answer, built by the BFF from addresses it checked), each an origin and nothing more.
 */
export function framedOrigins(loaderData: Record<string, unknown>): Array<string> {
  const origins = Object.values(loaderData).flatMap((data) => {
    if (typeof data !== "object" || data === null || !("frameOrigins" in data)) return [];
    const { frameOrigins } = data;
    return Array.isArray(frameOrigins) ? frameOrigins.filter(isHttpsOrigin) : [];
  });
  return [...new Set(origins)];
}

function isHttpsOrigin(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.origin === value;
  } catch {
    return false;
  }
}
