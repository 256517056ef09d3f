import { atom, useAtom, useSetAtom } from "jotai";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

import { modalStack } from "#app/components/ui/modal-stack.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import {
  MAX_NOTIFICATIONS,
  NOTIFICATION_DURATION_MS,
  type Notification,
} from "#app/shopper/notification.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

const queueAtom = atom<Array<Notification>>([]);
const seenAtom = atom<ReadonlySet<string>>(new Set<string>());

let browserNotificationCount = 0;

/**
 * Shows a notification decided in the browser (e.g. the welcome campaign's validation
 * message, which is never sent); the server's own ones come as flash data.
 */
export function useNotify(): (notification: Omit<Notification, "id">) => void {
  const setQueue = useSetAtom(queueAtom);
  return useCallback(
    (notification) => {
      browserNotificationCount += 1;
      const id = `browser-${browserNotificationCount}`;
      setQueue((previous) => [...previous, { ...notification, id }].slice(-MAX_NOTIFICATIONS));
    },
    [setQueue],
  );
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
  const hydrated = useHydrated();
  const [queue, setQueue] = useAtom(queueAtom);
  const [seen, setSeen] = useAtom(seenAtom);

  useEffect(() => {
    const fresh = incoming.filter((notification) => !seen.has(notification.id));
    if (fresh.length === 0) return;
    setSeen((previous) => new Set([...previous, ...fresh.map((n) => n.id)]));
    setQueue((previous) => [...previous, ...fresh].slice(-MAX_NOTIFICATIONS));
  }, [incoming, seen, setQueue, setSeen]);

  const close = useCallback(
    (id: string) => setQueue((previous) => previous.filter((n) => n.id !== id)),
    [setQueue],
  );

  // While a modal is open, the notifications move into it: above its backdrop, not inert.
  const modalHost = useSyncExternalStore(modalStack.subscribe, modalStack.activeHost, () => null);

  const shown = hydrated ? queue : incoming.slice(-MAX_NOTIFICATIONS);
  const region = (
    <section className="notifications" aria-label={t("notifications.label")}>
      {/* The live region wraps the list, so the list keeps its own role for its items. */}
      <div role="status" aria-live="polite">
        <ul>
          {shown.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onClose={hydrated ? close : undefined}
            />
          ))}
        </ul>
      </div>
    </section>
  );
  return modalHost ? createPortal(region, modalHost) : region;
}
