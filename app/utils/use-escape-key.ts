import { useEffect, useRef } from "react";

/**
 * Calls `onEscape` when Escape is pressed anywhere while `active`: panels that close on
 * Escape (the phone's menu, the filter panel) listen on the document, as focus may be on
 * any of their controls.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") handler.current();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [active]);
}
