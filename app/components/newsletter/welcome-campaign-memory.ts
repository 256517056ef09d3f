/** Local storage's key for "the welcome campaign was offered in this browser". */
export const WELCOME_OFFERED_KEY = "shop_welcome_campaign_offered";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Whether this page may offer the welcome campaign (decision 065): once per browser, to a
 * visitor who has closed the age notice, on this page or on an earlier visit. Where local
 * storage is switched off, nothing could stop it coming back on every page, so it is
 * offered only right after the notice closes on the page, which happens once.
 */
export function mayOfferWelcome(
  storage: KeyValueStorage | null,
  { confirmedOnArrival }: { confirmedOnArrival: boolean },
): boolean {
  try {
    if (storage) return storage.getItem(WELCOME_OFFERED_KEY) === null;
  } catch {
    // A storage that refuses to be read is no storage.
  }
  return !confirmedOnArrival;
}

/** Remembers that the campaign was offered, so no later page offers it again. */
export function rememberWelcomeOffered(storage: KeyValueStorage | null): void {
  try {
    storage?.setItem(WELCOME_OFFERED_KEY, "1");
  } catch {
    // A full or refused storage: the campaign may come once more, never on every page.
  }
}
