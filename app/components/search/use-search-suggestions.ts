import { startTransition, useEffect, useState } from "react";

import type { SearchSuggestions } from "#bff/pages/search-page.ts";
import { parseSearchQuery } from "#bff/rules/search-query.ts";

/** Spec §9: a fetch waits at least 200 ms, so a fast typist sends one request, not six. */
export const SUGGESTION_DELAY_MS = 200;

export type SuggestionState =
  | { status: "idle" }
  | { status: "loading"; data: SearchSuggestions | null }
  | { status: "done"; data: SearchSuggestions }
  | { status: "failed" };

type Answer = { key: string; data: SearchSuggestions | null };

/**
 * The header's suggestions for what the shopper is typing: asked 200 ms after the last
 * keystroke, the request for an older text aborted, and the answer rendered as a
 * transition so typing stays responsive while the list updates. While a new answer is on
 * its way the previous list stays.
 */
export function useSearchSuggestions(text: string, url: string, enabled: boolean) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const query = parseSearchQuery(text);
  const key = query.searchable && enabled ? query.text : null;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${url}?${new URLSearchParams({ q: key }).toString()}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
          const data = (await response.json()) as SearchSuggestions;
          startTransition(() => setAnswer({ key, data }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ key, data: null });
        });
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, url]);

  if (key === null) return { status: "idle" } satisfies SuggestionState;
  if (answer?.key === key) {
    return answer.data
      ? ({ status: "done", data: answer.data } satisfies SuggestionState)
      : ({ status: "failed" } satisfies SuggestionState);
  }
  return { status: "loading", data: answer?.data ?? null } satisfies SuggestionState;
}
