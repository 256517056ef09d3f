import { z } from "zod";

/** The spec shows at most 4 notifications at once, each for 5 s. */
export const MAX_NOTIFICATIONS = 4;
export const NOTIFICATION_DURATION_MS = 5_000;

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "info", "warning", "danger"]),
  /** Translation keys, unless `raw` says the texts are the upstream's own words. */
  title: z.string().optional(),
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  raw: z.boolean().optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;
