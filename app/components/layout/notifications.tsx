import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

import { modalStack } from "#app/components/ui/modal-stack.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import { createNotificationQueue } from "#app/shopper/notification-queue.ts";
import {
  MAX_NOTIFICATIONS,
  NOTIFICATION_DURATION_MS,
  type Notification,
} from "#app/shopper/notification.ts";
import { useHref } from "#app/utils/use-href.ts";

/** The page's one queue: its notifications outlive the navigations between pages. */
const notificationQueue = createNotificationQueue();

let browserNotificationCount = 0;

/**
 * Shows a notification decided in the browser (e.g. the welcome campaign's validation
 * message, which is never sent); the server's own ones come as flash data.
 */
export function useNotify(): (notification: Omit<Notification, "id">) => void {
  return useCallback((notification) => {
    browserNotificationCount += 1;
    notificationQueue.add([{ ...notification, id: `browser-${browserNotificationCount}` }]);
  }, []);
}

function NotificationItem({
  notification,
  onClose,
}: {
  notification: Notification;
  onClose?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const unitLabel = useUnitLabel();
  // A unit travels as the store sent it ("ks"): the message names it in the page's language.
  const unit = notification.values?.unit;
  const values =
    typeof unit === "string"
      ? { ...notification.values, unit: unitLabel(unit) }
      : notification.values;
  const text = (value: string) =>
    notification.raw ? value : t(value, { ...values, defaultValue: value });

  const { id, durationMs = NOTIFICATION_DURATION_MS } = notification;
  useEffect(() => {
    if (!onClose) return;
    const timer = setTimeout(() => onClose(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onClose]);

  return (
    <li className={`notification notification-${notification.type}`}>
      <div>
        {notification.title ? <strong>{text(notification.title)}</strong> : null}
        <p>{text(notification.message)}</p>
        {/* Without JavaScript no item-added dialog offers the way on: the notice does. */}
        {notification.message === "addToCart.added" && !onClose ? (
          <a href={to("cart")} className="notification-link">
            {t("notifications.toCart")}
          </a>
        ) : null}
      </div>
      {onClose ? (
        <button type="button" className="notification-close" onClick={() => onClose(id)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("notifications.close")}</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * Notifications top centre. The server renders the flashed ones, so they show without
 * JavaScript, in the page's flow under the header (app.css); in the browser they join a
 * queue of at most 4 and leave after 5 s.
 */
export function Notifications({ incoming }: { incoming: Array<Notification> }) {
  const { t } = useTranslation();
  // The browser's queue, once it has taken the server's notifications; until then they
  // show as the server rendered them. Its changes render as transitions: a message whose
  // texts the page has not loaded yet may wait for them, which a synchronous render may not.
  const [queue, setQueue] = useState<ReadonlyArray<Notification> | null>(null);
  useEffect(() => {
    const show = () => startTransition(() => setQueue(notificationQueue.current()));
    const stop = notificationQueue.subscribe(show);
    show();
    return stop;
  }, []);
  useEffect(() => notificationQueue.add(incoming), [incoming]);

  const close = useCallback((id: string) => notificationQueue.remove(id), []);

  // While a modal is open, the notifications move into it: above its backdrop, not inert.
  const modalHost = useSyncExternalStore(modalStack.subscribe, modalStack.activeHost, () => null);

  const shown = queue ?? incoming.slice(-MAX_NOTIFICATIONS);
  const region = (
    <section className="notifications" aria-label={t("notifications.label")}>
      {/* The live region wraps the list, so the list keeps its own role for its items. */}
      <div role="status" aria-live="polite">
        <ul>
          {shown.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onClose={queue ? close : undefined}
            />
          ))}
        </ul>
      </div>
    </section>
  );
  return modalHost ? createPortal(region, modalHost) : region;
}
