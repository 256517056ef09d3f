import { MAX_NOTIFICATIONS, type Notification } from "#app/shopper/notification.ts";

type Listener = () => void;

/**
 * The notifications the browser shows, newest last, at most 4 (spec). The server's flashed
 * ones join once each, however often a page's data brings them again; the browser's own
 * join as they come. A store React reads with `useSyncExternalStore`, as the modal stack is.
 */
export function createNotificationQueue() {
  let shown: ReadonlyArray<Notification> = [];
  const taken = new Set<string>();
  const listeners = new Set<Listener>();
  const show = (next: ReadonlyArray<Notification>) => {
    shown = next.slice(-MAX_NOTIFICATIONS);
    listeners.forEach((listener) => listener());
  };
  return {
    current: (): ReadonlyArray<Notification> => shown,
    add(notifications: ReadonlyArray<Notification>) {
      const fresh = notifications.filter((notification) => !taken.has(notification.id));
      if (fresh.length === 0) return;
      for (const notification of fresh) taken.add(notification.id);
      show([...shown, ...fresh]);
    },
    remove(id: string) {
      if (shown.some((notification) => notification.id === id)) {
        show(shown.filter((notification) => notification.id !== id));
      }
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NotificationQueue = ReturnType<typeof createNotificationQueue>;
