import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";

import { loginExpired } from "#app/account/auth.server.ts";
import { isLoginRefused, requireCustomer } from "#app/account/customer.server.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import {
  ADDRESS_STORE_FIELDS,
  accountAddressSchema,
  userAddressInput,
} from "#app/schemas/account-address.server.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import {
  accountMenu,
  addressCountries,
  isBffError,
  removeAddress,
  saveAddress,
  type AccountMenu,
  type RequestContext,
} from "#bff/index.server.ts";
import type { CountryOption } from "#bff/rules/country-options.ts";

/** The address form's answer; the store down, with what the page needs without its loader. */
type SaveAnswer = {
  result: SubmissionResult<Array<string>>;
  storeDown?: { menu: AccountMenu; countries: Array<CountryOption> };
};

/** Why the address could not be deleted (translation keys or the store's words). */
type DeleteAnswer = { deleteErrors: Array<string>; storeDown?: { menu: AccountMenu } };

const SAVE_REFUSAL = {
  fields: ADDRESS_STORE_FIELDS,
  fallback: "accountAddresses.errors.unavailable",
};
const DELETE_REFUSAL = { fallback: "accountAddresses.errors.deleteUnavailable" };

const AddressIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The address id of the URL; anything else is a page that does not exist. */
export function addressId(param: string | undefined): number {
  const id = AddressIdSchema.safeParse(param);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

/** A new address starts as the link asked (`?typ=billing`), else as a delivery address. */
export function newAddressType(request: Request): "delivery" | "billing" {
  return new URL(request.url).searchParams.get("typ") === "billing" ? "billing" : "delivery";
}

/**
 * A refusal at the edge of an address action: an expired login leads to the login page, an
 * address that is not the customer's (or a book the store keeps no more) is a 404. The rest
 * is the form's to answer.
 */
async function unlessGone(request: Request, ctx: RequestContext, error: unknown) {
  if (!isBffError(error)) throw error;
  if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
  if (error.kind === "not_found") throw data(null, { status: 404 });
  return error;
}

function toList(request: Request, ctx: RequestContext, message: string) {
  return redirectWithNotice(request, href("accountAddresses", ctx.locale), {
    type: "success",
    message,
  });
}

async function saveFromForm(
  request: Request,
  ctx: RequestContext,
  formData: FormData,
  id: number | null,
) {
  const countries = await addressCountries({ ctx }).catch(async (error: unknown) => {
    throw await unlessGone(request, ctx, error);
  });
  const submission = parseWithZod(formData, { schema: accountAddressSchema({ countries }) });
  if (submission.status !== "success") {
    return data<SaveAnswer>({ result: submission.reply() }, { status: 400 });
  }
  try {
    await saveAddress({ ctx, id, address: userAddressInput(submission.value) });
  } catch (failure) {
    const error = await unlessGone(request, ctx, failure);
    const { status, ...messages } = storeRefusal(error, SAVE_REFUSAL);
    const storeDown = status === 503 ? { menu: await accountMenu({ ctx }), countries } : undefined;
    return data<SaveAnswer>({ result: submission.reply(messages), storeDown }, { status });
  }
  return toList(request, ctx, "accountAddresses.saved");
}

async function deleteOne(request: Request, ctx: RequestContext, id: number) {
  try {
    await removeAddress({ ctx, id });
  } catch (failure) {
    const error = await unlessGone(request, ctx, failure);
    const { status, fieldErrors = {}, formErrors = [] } = storeRefusal(error, DELETE_REFUSAL);
    const deleteErrors = [...formErrors, ...Object.values(fieldErrors).flat()];
    const storeDown = status === 503 ? { menu: await accountMenu({ ctx }) } : undefined;
    return data<DeleteAnswer>({ deleteErrors, storeDown }, { status });
  }
  return toList(request, ctx, "accountAddresses.deleted");
}

/**
 * A new address's action: the form checked and saved, then the list with "Adresa byla
 * uložena."; a refusal comes back at its field with the input kept, and with the store down
 * the form comes back as typed. The body is refused before anything else, as every action's.
 */
export async function newAddressAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const ctx = await requireCustomer(request, context);
  return saveFromForm(request, ctx, formData, null);
}

/**
 * A saved address's action (`idParam` from the URL): a change saved as a new address is, or
 * the delete question's button, which deletes it and leads to the list with "Adresa byla
 * smazána.".
 */
export async function savedAddressAction(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const ctx = await requireCustomer(request, context);
  const id = addressId(idParam);
  if (formData.get("intent") === "delete") return deleteOne(request, ctx, id);
  return saveFromForm(request, ctx, formData, id);
}
