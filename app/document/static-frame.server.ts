import type { AppLoadContext } from "@remix-run/node";

import type { StaticFrame } from "#app/components/layout/kept-markup.tsx";

const frames = new WeakMap<AppLoadContext, StaticFrame>();

/**
 * The frame's fixed parts (menus, footer) of one request, handed from the root loader to
 * the document's render without passing through the loader data: the browser keeps their
 * markup and never needs them as data (decision 054).
 */
export function keepStaticFrame(context: AppLoadContext, frame: StaticFrame): void {
  frames.set(context, frame);
}

/** What the root loader kept for this request's render; null when it did not run to the end. */
export function staticFrameOf(context: AppLoadContext): StaticFrame | null {
  return frames.get(context) ?? null;
}
