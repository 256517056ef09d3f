/**
 * A form sent by a fetcher asks for data instead of the redirect a document post gets. A
 * fetcher follows a redirect as a navigation: a new history entry for the same page, and
 * every field the shopper is filling in meanwhile set back to what the page started with.
 * The field is rendered only once the page is interactive (see `InlineReplyField`).
 */
export const INLINE_REPLY = { name: "reply", value: "inline" } as const;

/** Whether the form came from an interactive page's fetcher. */
export function wantsInlineReply(formData: FormData): boolean {
  return formData.get(INLINE_REPLY.name) === INLINE_REPLY.value;
}
