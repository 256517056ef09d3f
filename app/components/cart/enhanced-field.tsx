import { ENHANCED_FIELD } from "#app/cart/add-to-cart-enhanced.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/**
 * Marks an add-to-cart form as hydrated, so its action answers with the added item for the
 * modal; without JavaScript the field is missing and the action redirects back instead.
 */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
