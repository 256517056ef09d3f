import { documentNonce } from "#app/document/document-nonce.ts";

/** The third parties whose scripts run in the shop's pages (spec §7). */
export type Vendor = "price-comparison" | "affiliate" | "performance-monitoring";

/** A command for a vendor's script: what it is asked to do and with what. */
export type VendorCommand = { command: string } & Record<string, unknown>;

/**
 * The global queue each script reads: commands pushed before it has loaded wait there, the
 * usual asynchronous-snippet contract, so nothing waits for a third party's host.
 */
export const VENDOR_QUEUES: Record<Vendor, string> = {
  "price-comparison": "__priceComparison",
  affiliate: "__affiliate",
  "performance-monitoring": "__performanceMonitoring",
};

type QueueWindow = Window & Record<string, unknown>;

function queueOf(vendor: Vendor): { push: (command: VendorCommand) => unknown } {
  const target = window as unknown as QueueWindow;
  const name = VENDOR_QUEUES[vendor];
  const existing = target[name];
  if (Array.isArray(existing)) return existing;
  const queue: Array<VendorCommand> = [];
  target[name] = queue;
  return queue;
}

const loaded = new Set<string>();

/**
 * Queues a command for a vendor and loads its script once per page, with the page's nonce.
 * Called from effects only: by then the page is interactive, and the script is async.
 */
export function sendToVendor(vendor: Vendor, src: string, command: VendorCommand): void {
  queueOf(vendor).push(command);
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.nonce = documentNonce();
  document.head.append(script);
}
