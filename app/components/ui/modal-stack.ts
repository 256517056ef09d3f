/** Modal sizes; the widths of sm to xl follow the spec's modal widths (450 to 1200 px). */
export const MODAL_SIZES = ["sm", "md", "lg", "xl", "xxl"] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/** After opening, a modal ignores clicks outside for this long (spec: modal freeze). */
export const MODAL_FREEZE_MS = 300;

/** A click outside closes the modal only once the freeze after opening has passed. */
export function closesOnOutsideClick(openedAt: number, now: number): boolean {
  return now - openedAt >= MODAL_FREEZE_MS;
}

export function modalClassName({
  size,
  fullscreen,
  inactive,
  growsDown = false,
}: {
  size: ModalSize;
  fullscreen: boolean;
  inactive: boolean;
  growsDown?: boolean;
}): string {
  return [
    "modal",
    `modal-${size}`,
    fullscreen ? "modal-fullscreen" : null,
    growsDown ? "modal-grows-down" : null,
    inactive ? "is-inactive" : null,
  ]
    .filter(Boolean)
    .join(" ");
}

type Listener = () => void;

/**
 * The open modals, oldest first. Only the newest is active; earlier ones are inactive
 * (inert) until it closes, as the spec's modal states say. The newest one's element is
 * where notifications go meanwhile: a modal dialog makes everything outside it inert
 * and covers it with its backdrop.
 */
export function createModalStack<Host = HTMLElement>() {
  let open: Array<{ id: string; host: Host | null }> = [];
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    open(id: string, host: Host | null = null) {
      open = [...open.filter((entry) => entry.id !== id), { id, host }];
      notify();
    },
    close(id: string) {
      if (!open.some((entry) => entry.id === id)) return;
      open = open.filter((entry) => entry.id !== id);
      notify();
    },
    isInactive(id: string): boolean {
      return open.some((entry) => entry.id === id) && open.at(-1)?.id !== id;
    },
    /** The newest open modal's element, or null when none is open. */
    activeHost(): Host | null {
      return open.at(-1)?.host ?? null;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ModalStack = ReturnType<typeof createModalStack>;

/** The page's one stack of open modals. */
export const modalStack = createModalStack();
