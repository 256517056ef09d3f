import { fixedT } from "./i18next.server.ts";

/**
 * The title of a page the CMS has no document for (cart, checkout, sign-in), in the
 * request's language: a loader returns it as `pageTitle` for `unlistedPageMeta`.
 */
export async function localisedTitle(request: Request, key: string): Promise<string> {
  const t = await fixedT(request);
  return t(key);
}
