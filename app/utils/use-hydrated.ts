import { useSyncExternalStore } from "react";

function subscribe() {
  return () => {};
}

/** False during the server render and hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
