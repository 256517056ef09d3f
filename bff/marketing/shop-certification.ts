import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";

import { postToThirdParty } from "./third-party-post.ts";

/** Whether purchases go to the shop-certification service: the feature on and a key set. */
export function isShopCertificationOn(): boolean {
  const config = getConfig();
  return (
    config.SHOP_FEATURES.includes("shopCertification") &&
    config.SHOP_CERTIFICATION_URL !== undefined &&
    config.SHOP_CERTIFICATION_API_KEY !== undefined
  );
}

/**
 * POST {service}/api/orders: the purchase the service asks the customer to rate. Only with
 * the feature on and the service's address and key set; callers send it only when the
 * customer agreed to its satisfaction survey. An answer other than 200 is a warning (content-side §8).
 */
export async function certifyShopPurchase({
  ctx,
  email,
  orderId,
  productItemIds,
}: {
  ctx: RequestContext;
  email: string;
  orderId: string;
  productItemIds: Array<string>;
}): Promise<void> {
  const config = getConfig();
  const url = config.SHOP_CERTIFICATION_URL;
  const apiKey = config.SHOP_CERTIFICATION_API_KEY;
  if (!isShopCertificationOn() || !url || !apiKey) return;
  await postToThirdParty({
    ctx,
    vendor: "shop-certification",
    url: new URL("api/orders", url.replace(/\/?$/, "/")).href,
    body: { apiKey, email, orderId, productItemIds },
    accepted: (status) => status === 200,
  });
}
