/** The spec's sticky header states, in the order a scroll down the page meets them. */
export type StickyState =
  "not_sticky" | "sticky_not_ready" | "sticky_ready" | "sticky_invisible" | "sticky_visible";

/** Header heights are measured again this long after load or an orientation change. */
export const HEADER_MEASURE_DELAY_MS = 500;

/**
 * The main header's state after a scroll from `previousY` to `scrollY`, where `threshold`
 * is the header's bottom edge in the page's flow. Above it the header sits in the flow.
 * Past it the header is fixed but hidden, first without animation (not ready, so it
 * does not slide in as it detaches), then ready to animate; scrolling up shows it,
 * scrolling down hides it again.
 */
export function nextStickyState(
  current: StickyState,
  { scrollY, previousY, threshold }: { scrollY: number; previousY: number; threshold: number },
): StickyState {
  if (scrollY <= threshold) return "not_sticky";
  if (current === "not_sticky") return "sticky_not_ready";
  if (current === "sticky_not_ready") return "sticky_ready";
  if (scrollY < previousY) return "sticky_visible";
  if (scrollY > previousY) return "sticky_invisible";
  return current;
}
