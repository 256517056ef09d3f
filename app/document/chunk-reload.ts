/** The spec's guard: a chunk-load failure reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = "chunk-reload-at";

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether an error is a failed load of a code chunk (after a deployment, say). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_FAILURE.test(message);
}

/**
 * Reloads the page for a chunk-load failure, unless it already did so within the guard
 * period: a chunk that is really gone must not loop the shopper through reloads.
 */
export function reloadForChunkError(
  storage: Pick<Storage, "getItem" | "setItem">,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Installs the guard on the window. */
export function installChunkReload(): void {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    try {
      reloadForChunkError(window.sessionStorage, () => window.location.reload());
    } catch {
      // Storage can be unavailable (privacy modes); then the page simply stays.
    }
  };
  window.addEventListener("unhandledrejection", (event) => handle(event.reason));
  window.addEventListener("error", (event) => handle(event.error ?? event.message));
}
