import { describe, expect, test, vi } from "vitest";

import { createNotificationQueue } from "#app/shopper/notification-queue.ts";
import type { Notification } from "#app/shopper/notification.ts";

const note = (id: string): Notification => ({ id, type: "success", message: "addToCart.added" });
const ids = (queue: ReturnType<typeof createNotificationQueue>) =>
  queue.current().map((notification) => notification.id);

describe("the browser's notification queue", () => {
  test("shows at most 4, the newest", () => {
    const queue = createNotificationQueue();
    queue.add(["1", "2", "3"].map(note));
    queue.add(["4", "5"].map(note));
    expect(ids(queue)).toEqual(["2", "3", "4", "5"]);
  });

  test("a flashed notification brought again by the page's data joins once, even after it left", () => {
    const queue = createNotificationQueue();
    queue.add([note("flash-1")]);
    queue.add([note("flash-1"), note("flash-2")]);
    expect(ids(queue)).toEqual(["flash-1", "flash-2"]);
    queue.remove("flash-1");
    queue.add([note("flash-1")]);
    expect(ids(queue)).toEqual(["flash-2"]);
  });

  test("tells its listeners of a change, and only of a change", () => {
    const queue = createNotificationQueue();
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.add([note("1")]);
    queue.add([note("1")]);
    queue.remove("unknown");
    queue.remove("1");
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    queue.add([note("2")]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
