import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "#app/document/root-loader.server.ts";

/** The root loader's data, or undefined when the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}
