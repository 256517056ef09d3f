import type { User } from "#bff/store/schemas.ts";

/**
 * A business buyer (spec §6: batch quantity per variant, price display option): a customer
 * whose account holds a company, by name or IČO. The spec names no group for them, and the
 * store's groups only choose prices.
 */
export function isBusinessUser(user: Pick<User, "businessName" | "tin">): boolean {
  return Boolean(user.businessName?.trim() || user.tin?.trim());
}
