import { ownPath } from "#app/utils/safe-redirect.ts";

/**
 * The URL without the empty fields a plain GET form sends (`price_from=&price_to=`), or
 * null when it has none: without JavaScript the filter form cannot leave blank boxes out
 * itself, and a listing's URL is meant to be short and shareable.
 */
export function withoutEmptyFields(url: URL): string | null {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (value.trim() !== "") kept.append(name, value);
  }
  if ([...kept].length === [...url.searchParams].length) return null;
  const clean = new URL(url);
  clean.search = kept.toString();
  return ownPath(clean);
}
