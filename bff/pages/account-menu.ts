import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { userMenuEntries, type UserMenuEntry } from "#bff/rules/user-menu.ts";
import { getGlobals } from "#bff/store/settings.ts";

export type AccountMenu = {
  entries: Array<UserMenuEntry>;
  documentsUrl: string | null;
  warrantyClaimsUrl: string | null;
};

/**
 * The user menu for the account's pages: the store's functions (from its cached globals)
 * and the operator's switches. Without the globals the store's optional entries stay out,
 * which is what the store would refuse anyway.
 */
export async function accountMenu({ ctx }: { ctx: RequestContext }): Promise<AccountMenu> {
  const config = getConfig();
  const globals = await optional(getGlobals({ ctx }), { ctx, what: "store globals" });
  const functions = globals?.settings.functions;
  const documentsUrl = config.ACCOUNT_DOCUMENTS_URL ?? null;
  const warrantyClaimsUrl = config.WARRANTY_CLAIMS_URL ?? null;
  return {
    entries: userMenuEntries({
      usersAddresses: functions?.users_addresses === true,
      shoppingLists: functions?.shopping_lists === true,
      features: config.SHOP_FEATURES,
      documentsUrl,
      warrantyClaimsUrl,
    }),
    documentsUrl,
    warrantyClaimsUrl,
  };
}
