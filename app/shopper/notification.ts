/** The spec shows at most 4 notifications at once, each for 5 s. */
export const MAX_NOTIFICATIONS = 4;
export const NOTIFICATION_DURATION_MS = 5_000;
/** Spec §8: items that could not go into the cart (invalid or removed) are told for 30 s. */
export const INVALID_CART_ITEMS_DURATION_MS = 30_000;

/** A notification as the server flashes it and the browser shows it. */
export type Notification = {
  id: string;
  type: "success" | "info" | "warning" | "danger";
  /** Translation keys, unless `raw` says the texts are the upstream's own words. */
  title?: string;
  message: string;
  values?: Record<string, string | number>;
  raw?: boolean;
  /** How long it stays in the browser; NOTIFICATION_DURATION_MS when not given. */
  durationMs?: number;
};
