import type { RequestContext } from "#bff/context.ts";
import { upstreamJson, upstreamNoContent } from "#bff/http/upstream-fetch.ts";

import { AccessTokenSchema, ActivateResponseSchema, RegisterResponseSchema } from "./schemas.ts";

/** POST {store}/api/oauth/login: answers the access token. */
export async function login({
  ctx,
  email,
  password,
}: {
  ctx: RequestContext;
  email: string;
  password: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/oauth/login",
    method: "POST",
    body: { email, password },
    schema: AccessTokenSchema,
  });
  return data.access_token;
}

/** POST {store}/api/oauth/logout: revokes the context's token. */
export function logout({ ctx }: { ctx: RequestContext }) {
  return upstreamNoContent({ ctx, service: "store", path: "/api/oauth/logout", method: "POST" });
}

export type RegisterInput = {
  email: string;
  password: string;
  password_confirmation: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  newsletter?: boolean;
  callbackUrl?: string;
};

/** POST {store}/api/v1/register: the new user and their access token. */
export async function register({ ctx, input }: { ctx: RequestContext; input: RegisterInput }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/register",
    method: "POST",
    body: input,
    schema: RegisterResponseSchema,
  });
  return data;
}

/** POST {store}/api/v1/forgot-password: mails a reset link to callbackUrl?token=…&email=…. */
export function forgotPassword({
  ctx,
  email,
  callbackUrl,
}: {
  ctx: RequestContext;
  email: string;
  callbackUrl: string;
}) {
  return upstreamNoContent({
    ctx,
    service: "store",
    path: "/api/v1/forgot-password",
    method: "POST",
    body: { email, callbackUrl },
  });
}

/** POST {store}/api/v1/reset-password */
export function resetPassword({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { email: string; token: string; password: string; password_confirmation: string };
}) {
  return upstreamNoContent({
    ctx,
    service: "store",
    path: "/api/v1/reset-password",
    method: "POST",
    body: input,
  });
}

/** POST {store}/api/v1/activate: confirms an account or newsletter address from its mail. */
export async function activate({ ctx, token }: { ctx: RequestContext; token: string }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/activate",
    method: "POST",
    body: { token },
    schema: ActivateResponseSchema,
  });
  return data.kind;
}
