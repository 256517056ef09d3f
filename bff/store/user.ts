import type { RequestContext } from "#bff/context.ts";
import { upstreamJson, upstreamNoContent } from "#bff/http/upstream-fetch.ts";

import { CreditsAmountSchema, UserResponseSchema } from "./schemas.ts";

/** GET {store}/api/v1/user */
export async function getUser({ ctx }: { ctx: RequestContext }) {
  return (
    await upstreamJson({ ctx, service: "store", path: "/api/v1/user", schema: UserResponseSchema })
  ).data;
}

export type UserPatch = Partial<{
  firstName: string;
  lastName: string;
  phone: string | null;
  businessName: string | null;
  tin: string | null;
  vatin: string | null;
  vatinsvk: string | null;
}>;

/** PATCH {store}/api/v1/user */
export async function updateUser({ ctx, patch }: { ctx: RequestContext; patch: UserPatch }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user",
    method: "PATCH",
    body: patch,
    schema: UserResponseSchema,
  });
  return data;
}

/** PATCH {store}/api/v1/user/password; the store checks the old password. */
export function changePassword({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { old_password: string; password: string; password_confirmation: string };
}) {
  return upstreamNoContent({
    ctx,
    service: "store",
    path: "/api/v1/user/password",
    method: "PATCH",
    body: input,
  });
}

/** GET {store}/api/v1/user/credits/amount */
export async function getCreditsAmount({ ctx }: { ctx: RequestContext }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user/credits/amount",
    schema: CreditsAmountSchema,
  });
  return data.amount;
}
