import type { UIMatch } from "@remix-run/react";

/**
 * A page without a CMS document (cart, checkout, sign-in) declares its title in its route's
 * handle as a translation key, or as a choice of key by the loader's data. The layout
 * translates it, so the title is there in every language, and also when the page's loader
 * failed and its error boundary shows (data is then undefined).
 */
export type TitleHandle = { titleKey: string | ((data: unknown) => string) };

function isTitleHandle(handle: unknown): handle is TitleHandle {
  return typeof handle === "object" && handle !== null && "titleKey" in handle;
}

/** The title key the page in `match` declares; null for a page whose `meta` titles it. */
export function titleKeyOf(match: Pick<UIMatch, "handle" | "data"> | undefined): string | null {
  if (!match || !isTitleHandle(match.handle)) return null;
  const { titleKey } = match.handle;
  return typeof titleKey === "function" ? titleKey(match.data) : titleKey;
}
