import { INLINE_REPLY } from "#app/utils/inline-reply.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/** Asks for data instead of a redirect, once the page is interactive (`INLINE_REPLY`). */
export function InlineReplyField() {
  const hydrated = useHydrated();
  return hydrated ? (
    <input type="hidden" name={INLINE_REPLY.name} value={INLINE_REPLY.value} />
  ) : null;
}
