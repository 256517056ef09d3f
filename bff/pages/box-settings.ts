import { getSiteSettings } from "#bff/cms/content.ts";
import type { RequestContext } from "#bff/context.ts";
import { log } from "#bff/log.ts";
import { getGlobals } from "#bff/store/settings.ts";

/** Settings the product boxes and the product page need; a page still sells without them. */
export async function boxSettings(ctx: RequestContext) {
  const [globals, settings] = await Promise.allSettled([
    getGlobals({ ctx }),
    getSiteSettings({ ctx }),
  ]);
  const showTag =
    settings.status === "fulfilled" &&
    settings.value.global_settings.configuration_products.show_free_delivery_tag_by_price;
  if (globals.status === "rejected") {
    log.warn("store globals unavailable", { requestId: ctx.requestId });
    return { freeDeliveryFrom: null, shopping: { disabled: false, text: null } };
  }
  const { freeShippingAt, settings: store } = globals.value;
  return {
    freeDeliveryFrom: showTag ? freeShippingAt : null,
    shopping: {
      disabled: store.shopping_disabled,
      text: store.shopping_disabled ? store.shopping_disabled_text : null,
    },
  };
}

export type BoxSettings = Awaited<ReturnType<typeof boxSettings>>;
