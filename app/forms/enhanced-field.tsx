import { ENHANCED_FIELD } from "#app/forms/enhanced.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/**
 * Marks a form as sent from an interactive page, so its action answers with data;
 * without JavaScript the field is missing and the action redirects back instead.
 */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
