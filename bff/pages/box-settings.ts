import { getSiteSettings } from "#bff/cms/content.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { getGlobals } from "#bff/store/settings.ts";

/** Settings the product boxes and the product page need; a page still sells without them. */
export async function boxSettings(ctx: RequestContext) {
  const [globals, settings] = await Promise.all([
    optional(getGlobals({ ctx }), { ctx, what: "store globals" }),
    optional(getSiteSettings({ ctx }), { ctx, what: "site settings" }),
  ]);
  const showTag =
    settings?.global_settings.configuration_products.show_free_delivery_tag_by_price ?? false;
  if (!globals) return { freeDeliveryFrom: null, shopping: { disabled: false, text: null } };
  const { freeShippingAt, settings: store } = globals;
  return {
    freeDeliveryFrom: showTag ? freeShippingAt : null,
    shopping: {
      disabled: store.shopping_disabled,
      text: store.shopping_disabled ? store.shopping_disabled_text : null,
    },
  };
}

export type BoxSettings = Awaited<ReturnType<typeof boxSettings>>;
