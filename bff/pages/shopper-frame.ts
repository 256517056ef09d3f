import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { isRestrictedUser } from "#bff/rules/restricted-user.ts";
import type { User } from "#bff/store/schemas.ts";
import { getGlobals } from "#bff/store/settings.ts";
import { getCreditsAmount, getUser } from "#bff/store/user.ts";

import { siteFrame, type SiteFrame } from "./site-frame.ts";
import { wishListEnabled, wishedVariantIds } from "./wish-list.ts";

/** What every page's root knows: the frame around it and who is shopping. */
export type ShopperFrame = {
  frame: SiteFrame;
  /** The logged-in user; null for a guest or when the store could not tell. */
  user: User | null;
  /** The user's loyalty credits when they apply and the store answered; else null (not shown). */
  credits: number | null;
  /** The variants on the customer's wish list; null for a guest, or without the wish list. */
  wishedVariantIds: Array<number> | null;
};

type SignedIn = Pick<ShopperFrame, "user" | "credits" | "wishedVariantIds">;

const GUEST: SignedIn = { user: null, credits: null, wishedVariantIds: null };

/**
 * The user of a login with the wish list's variants and then, when they apply (the function
 * is on and the user's group is not restricted), the credits. The credits are read with the
 * user's own variant and groups.
 */
async function signedIn(ctx: RequestContext): Promise<SignedIn> {
  if (!ctx.authToken) return GUEST;
  const [user, globals, wished] = await Promise.all([
    optional(getUser({ ctx }), { ctx, what: "user" }),
    optional(getGlobals({ ctx }), { ctx, what: "store globals" }),
    wishListEnabled() ? optional(wishedVariantIds({ ctx }), { ctx, what: "wish list" }) : null,
  ]);
  if (!user) return GUEST;
  const creditsApply =
    globals !== null &&
    globals.settings.functions.loyalty_credits &&
    !isRestrictedUser(user, globals.settings.restrictedGroups);
  if (!creditsApply) return { user, credits: null, wishedVariantIds: wished };
  const priced = { ...ctx, userVariant: user.variantHash, userGroups: user.groups };
  return {
    user,
    credits: await optional(getCreditsAmount({ ctx: priced }), { ctx, what: "credits" }),
    wishedVariantIds: wished,
  };
}

/**
 * The root of every page: the site frame and the shopper's login. Dependency depth 2: the
 * frame's calls, the user and the store's globals at once, since the frame needs nothing the
 * user would change (the cookies carry the variant and groups that price it); the credits
 * the moment the user answers. A store outage leaves a guest with the login kept. A token
 * the store refuses (401) throws `unauthorized`, even when the frame failed too: the login
 * has expired and the shopper signs in again before anything else.
 */
export async function shopperFrame({ ctx }: { ctx: RequestContext }): Promise<ShopperFrame> {
  const [shopper, frame] = await Promise.allSettled([signedIn(ctx), siteFrame({ ctx })]);
  if (shopper.status === "rejected") throw shopper.reason;
  if (frame.status === "rejected") throw frame.reason;
  return { frame: frame.value, ...shopper.value };
}
