import { createHash } from "node:crypto";

/** CMS documents carry 24-hex ids; deriving them from a label keeps them stable across seeds. */
export function cmsId(label: string): string {
  return createHash("sha1").update(label).digest("hex").slice(0, 24);
}

/** Variant ids are productId * 10 + n, so a variant id tells its product at a glance. */
export function variantId(productId: number, index: number): number {
  return productId * 10 + index + 1;
}
