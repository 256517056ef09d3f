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
    let previousY = window.scrollY;
    let threshold = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const measure = () => {
      const height = header.offsetHeight;
      slot.style.setProperty("--main-header-height", `${height}px`);
      threshold = slot.getBoundingClientRect().top + window.scrollY + height;
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

    header.dataset.sticky = current;
    measure();
    onScroll();
    if (document.readyState === "complete") measureLater();
    else window.addEventListener("load", measureLater, { once: true });
    window.addEventListener("orientationchange", measureLater);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", measureLater);
      window.removeEventListener("orientationchange", measureLater);
      window.removeEventListener("scroll", onScroll);
      delete header.dataset.sticky;
    };
  }, [slotRef, headerRef]);
}
