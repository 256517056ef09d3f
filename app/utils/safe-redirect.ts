/**
 * A redirect target the shopper may supply: only a path on this site, never another host
 * (`//evil.example`, `/\evil.example`) or a scheme.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) {
    return fallback;
  }
  if (target.includes("\\") || /[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}
