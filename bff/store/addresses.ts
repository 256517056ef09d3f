import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { upstreamJson, upstreamNoContent } from "#bff/http/upstream-fetch.ts";

/** Saved address kinds of the customer's address book. */
export const USER_ADDRESS_TYPES = ["delivery", "billing"] as const;
export type UserAddressType = (typeof USER_ADDRESS_TYPES)[number];

/**
 * An address of the customer's book as the store answers it (spec §3: type, country_code
 * and the address fields), with the country code renamed to the BFF's spelling.
 */
const UserAddressSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(USER_ADDRESS_TYPES),
    name: z.string(),
    companyName: z.string().nullable(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    country_code: z.string(),
    region: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .transform(({ country_code: countryCode, ...address }) => ({ ...address, countryCode }));
export type UserAddress = z.output<typeof UserAddressSchema>;

/** What a new or changed address sends (the store's field names). */
export type UserAddressInput = {
  type: UserAddressType;
  name: string;
  companyName: string | null;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  region: string | null;
  phone: string | null;
};

export const AddressListSchema = z.object({ data: z.array(UserAddressSchema) });
export const AddressResponseSchema = z.object({ data: UserAddressSchema });

function storeBody({ countryCode, ...address }: UserAddressInput) {
  return { ...address, country_code: countryCode };
}

/** GET {store}/api/v1/user/addresses, optionally of one type and country. */
export async function listUserAddresses({
  ctx,
  type,
  countryCode,
}: {
  ctx: RequestContext;
  type?: UserAddressType;
  countryCode?: string;
}): Promise<Array<UserAddress>> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user/addresses",
    query: { type, country_code: countryCode },
    schema: AddressListSchema,
  });
  return data;
}

/** POST {store}/api/v1/user/addresses */
export async function createUserAddress({
  ctx,
  address,
}: {
  ctx: RequestContext;
  address: UserAddressInput;
}): Promise<UserAddress> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user/addresses",
    method: "POST",
    body: storeBody(address),
    schema: AddressResponseSchema,
  });
  return data;
}

/** PATCH {store}/api/v1/user/addresses/{id} */
export async function updateUserAddress({
  ctx,
  id,
  address,
}: {
  ctx: RequestContext;
  id: number;
  address: UserAddressInput;
}): Promise<UserAddress> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/user/addresses/${id}`,
    method: "PATCH",
    body: storeBody(address),
    schema: AddressResponseSchema,
  });
  return data;
}

/** DELETE {store}/api/v1/user/addresses/{id} */
export function deleteUserAddress({ ctx, id }: { ctx: RequestContext; id: number }) {
  return upstreamNoContent({
    ctx,
    service: "store",
    path: `/api/v1/user/addresses/${id}`,
    method: "DELETE",
  });
}
