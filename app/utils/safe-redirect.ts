import { sitePath } from "#server/site-path.js";

const MAX_LENGTH = 2048;
const BASE = "http://storefront.invalid";
/** Whitespace is refused in the raw target; a path the shop writes has it encoded. */
const WHITESPACE = /\s/;
/** A `.` or `..` path segment: a target that climbs is never one the shop wrote. */
const DOT_SEGMENT = /\/\.{1,2}(?:[/?#]|$)/;

/** The target with its percent-escapes undone until stable; null when they are malformed. */
function decoded(target: string): string | null {
  let current = target;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** C0 controls, DEL and C1 controls: browsers drop some of them from URLs. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

function isSitePath(value: string): boolean {
  return (
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    !hasControlCharacter(value)
  );
}

/**
 * A redirect target the shopper may supply: only a path on this site, never another host
 * (`//evil.example`, `/\evil.example`, their percent-encoded forms), a scheme, whitespace
 * or control characters, or `..` segments. The same rules hold after decoding, since a
 * proxy or a later redirect may decode the path once more.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof target !== "string" || target.length > MAX_LENGTH) return fallback;
  if (!isSitePath(target) || WHITESPACE.test(target)) return fallback;
  const plain = decoded(target);
  if (plain === null || !isSitePath(plain) || DOT_SEGMENT.test(plain)) return fallback;
  if (new URL(target, BASE).origin !== BASE) return fallback;
  return sitePath(target) ?? fallback;
}

/**
 * The request's own page as a `Location` (back to the page after a POST, the same URL
 * without a parameter), with an optional anchor: the path a browser asked for can still
 * read as another host once parsed (`/\host`, `/a/..//host`), so it goes through the one
 * rule for paths on this site.
 */
export function ownPath(url: URL, anchor?: string): string {
  const path = sitePath(`${url.pathname}${url.search}`) ?? "/";
  return anchor ? `${path}#${anchor}` : path;
}
