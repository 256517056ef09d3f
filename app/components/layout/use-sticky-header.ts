import { useEffect, type RefObject } from "react";

import {
  HEADER_MEASURE_DELAY_MS,
  nextStickyState,
  type StickyState,
} from "#app/components/layout/sticky-header.ts";

/**
 * Makes the main header sticky while scrolling (JavaScript only; without it the header
 * simply scrolls away). The state goes to `data-sticky` directly, so scrolling re-renders
 * nothing; the slot keeps the header's height through a CSS variable set with the CSSOM
 * (allowed by the CSP, unlike style attributes), so the page does not jump.
 */
export function useStickyHeader(
  slotRef: RefObject<HTMLElement | null>,
  headerRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const slot = slotRef.current;
    const header = headerRef.current;
    if (!slot || !header) return;
    let current: StickyState = "not_sticky";
    let previousY = 0;
    let threshold = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // Layout is read first and written after, so a measurement forces no second layout.
    const measure = (height = header.offsetHeight) => {
      threshold = slot.getBoundingClientRect().top + window.scrollY + height;
      slot.style.setProperty("--main-header-height", `${height}px`);
    };
    const measureLater = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, HEADER_MEASURE_DELAY_MS);
    };
    const onScroll = () => {
      const scrollY = window.scrollY;
      const next = nextStickyState(current, { scrollY, previousY, threshold });
      previousY = scrollY;
      if (next === current) return;
      current = next;
      header.dataset.sticky = next;
    };
    // The first measurement waits for the browser's own layout after hydration (a resize
    // observer reports right after it, once, then stops): measured in this effect, it
    // forced a layout while the page was still busy hydrating. Scrolling counts from then.
    const measureFirst = (entries: Array<ResizeObserverEntry>) => {
      resizes?.disconnect();
      const height = entries[0]?.borderBoxSize[0]?.blockSize;
      measure(height === undefined ? undefined : Math.round(height));
      previousY = window.scrollY;
      onScroll();
      window.addEventListener("scroll", onScroll, { passive: true });
    };
    const resizes = typeof ResizeObserver === "function" ? new ResizeObserver(measureFirst) : null;

    header.dataset.sticky = current;
    if (resizes) resizes.observe(header, { box: "border-box" });
    else measureFirst([]);
    if (document.readyState === "complete") measureLater();
    else window.addEventListener("load", measureLater, { once: true });
    window.addEventListener("orientationchange", measureLater);
    return () => {
      resizes?.disconnect();
      clearTimeout(timer);
      window.removeEventListener("load", measureLater);
      window.removeEventListener("orientationchange", measureLater);
      window.removeEventListener("scroll", onScroll);
      delete header.dataset.sticky;
    };
  }, [slotRef, headerRef]);
}
