import type { RequestContext } from "#bff/context.ts";
import { BffError, isBffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import { countryOptions, type CountryOption } from "#bff/rules/country-options.ts";
import {
  createUserAddress,
  deleteUserAddress,
  listUserAddresses,
  updateUserAddress,
  type UserAddress,
  type UserAddressInput,
} from "#bff/store/addresses.ts";
import { getCountries, getGlobals } from "#bff/store/settings.ts";
import { getUser } from "#bff/store/user.ts";

/** What the personal-data form shows of the customer. */
export type AccountDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  tin: string | null;
  vatin: string | null;
};

/** The personal data as the store keeps them; nothing else of the user goes to the page. */
export async function accountDetailsPage({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<AccountDetails> {
  const user = await getUser({ ctx });
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    businessName: user.businessName,
    tin: user.tin,
    vatin: user.vatin,
  };
}

/**
 * The store refuses the address book with 403 while its `users_addresses` function is off:
 * for the shop the book then does not exist (404), as the menu does not offer it either.
 */
function asMissing(error: unknown): unknown {
  if (!isBffError(error) || error.kind !== "forbidden") return error;
  return new BffError({ kind: "not_found" }, 404, error.message, error.title);
}

async function inAddressBook<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw asMissing(error);
  }
}

/** Not found unless the store keeps address books (its cached globals say so). */
async function requireAddressBook(ctx: RequestContext): Promise<void> {
  const globals = await getGlobals({ ctx });
  if (globals.settings.functions["users_addresses"] !== true) {
    throw new BffError({ kind: "not_found" }, 404, "address book is off");
  }
}

/**
 * The store's countries as the address form offers them, in the shopper's language; the
 * default country alone when the store cannot list them now.
 */
export async function addressCountries({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<Array<CountryOption>> {
  const countries = await optional(getCountries({ ctx }), { ctx, what: "countries" });
  return countryOptions(countries ?? [], ctx.locale);
}

export type AddressBookPage = {
  addresses: Array<UserAddress>;
  countries: Array<CountryOption>;
};

/** The customer's saved addresses, with the countries to name them by. */
export async function addressBookPage({ ctx }: { ctx: RequestContext }): Promise<AddressBookPage> {
  const [addresses, countries] = await Promise.all([
    inAddressBook(listUserAddresses({ ctx })),
    addressCountries({ ctx }),
  ]);
  return { addresses, countries };
}

export type NewAddressPage = { countries: Array<CountryOption> };

/** A new address: the countries to choose from, while the store keeps address books. */
export async function newAddressPage({ ctx }: { ctx: RequestContext }): Promise<NewAddressPage> {
  const [, countries] = await Promise.all([requireAddressBook(ctx), addressCountries({ ctx })]);
  return { countries };
}

export type AddressPage = { address: UserAddress; countries: Array<CountryOption> };

/**
 * One of the customer's addresses to change. The store has no read of one address, so it is
 * found in the customer's list; an id that is not there (an address of another customer's
 * included) is not found.
 */
export async function addressPage({
  ctx,
  id,
}: {
  ctx: RequestContext;
  id: number;
}): Promise<AddressPage> {
  const [address, countries] = await Promise.all([ownAddress(ctx, id), addressCountries({ ctx })]);
  return { address, countries };
}

async function ownAddress(ctx: RequestContext, id: number): Promise<UserAddress> {
  const addresses = await inAddressBook(listUserAddresses({ ctx }));
  const address = addresses.find((candidate) => candidate.id === id);
  if (!address) throw new BffError({ kind: "not_found" }, 404, `address ${id} not found`);
  return address;
}

/** Saves a new address (`id` null) or changes one of the customer's. */
export function saveAddress({
  ctx,
  id,
  address,
}: {
  ctx: RequestContext;
  id: number | null;
  address: UserAddressInput;
}): Promise<UserAddress> {
  return inAddressBook(
    id === null ? createUserAddress({ ctx, address }) : updateUserAddress({ ctx, id, address }),
  );
}

/** Deletes one of the customer's addresses. */
export function removeAddress({ ctx, id }: { ctx: RequestContext; id: number }): Promise<void> {
  return inAddressBook(deleteUserAddress({ ctx, id }));
}
