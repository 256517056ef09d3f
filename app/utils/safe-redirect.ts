/**
 * A redirect target the shopper may supply: only a path on this site, never another host
 * (`//evil.example`, `/\evil.example`), a scheme or control characters.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) {
    return fallback;
  }
  const hasControlCharacter = [...target].some((character) => character.charCodeAt(0) < 0x20);
  if (target.includes("\\") || hasControlCharacter) return fallback;
  return target;
}
