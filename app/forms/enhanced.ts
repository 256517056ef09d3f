/**
 * Sent by a form once its page is interactive: the action then answers its fetcher with
 * data instead of redirecting back. A fetcher follows a redirect as a navigation, which
 * would add a history entry for the same page and set back every field the shopper is
 * filling in meanwhile. Its own module, free of zod, since every page loads it.
 */
export const ENHANCED_FIELD = "enhanced";

/** Whether the form came from an interactive page (`EnhancedField`). */
export function isEnhanced(formData: FormData): boolean {
  return formData.get(ENHANCED_FIELD) === "1";
}
