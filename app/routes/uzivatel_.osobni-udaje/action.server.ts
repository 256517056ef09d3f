import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import { loginExpired } from "#app/account/auth.server.ts";
import { isLoginRefused, requireCustomer } from "#app/account/customer.server.ts";
import { siteUrl } from "#app/account/registration.server.ts";
import type { AresAnswer } from "#app/components/account/profile-ares-button.tsx";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import {
  storeRefusal,
  type RefusalMessages,
  type RefusalWords,
} from "#app/forms/store-refusal.server.ts";
import { isBusinessCustomer } from "#app/schemas/account-details-fields.ts";
import {
  AccountDetailsSchema,
  type AccountDetailsInput,
} from "#app/schemas/account-details.server.ts";
import { AresLookupSchema } from "#app/schemas/checkout-details.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import {
  accountMenu,
  isBffError,
  log,
  lookupCompany,
  signUpForNewsletter,
  updateUser,
  type AccountMenu,
  type BffError,
  type RequestContext,
  type UserPatch,
} from "#bff/index.server.ts";

type Notice = Omit<Notification, "id">;

type DetailsActionData = AresAnswer & {
  /** The store could not answer: the user menu for the form shown without its loader. */
  storeDown?: { menu: AccountMenu };
};

/** The store's field names (PATCH user) as the form names them. */
const DETAILS_REFUSAL = {
  fields: {
    firstName: "firstName",
    lastName: "lastName",
    phone: "phone",
    businessName: "companyName",
    tin: "tin",
    vatin: "vatin",
  },
  fallback: "accountDetails.errors.unavailable",
};

/** The look-up answers at the IČO it was asked about. */
const ARES_REFUSAL = {
  kinds: { not_found: "accountDetails.ares.notFound" },
  fallback: "accountDetails.ares.unavailable",
  formField: "tin",
};

/** What the store keeps: a customer who no longer buys for a company has no business data. */
function userPatch(value: AccountDetailsInput): UserPatch {
  const business = isBusinessCustomer(value);
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    phone: value.phone ?? null,
    businessName: business ? (value.companyName ?? null) : null,
    tin: business ? (value.tin ?? null) : null,
    vatin: business ? (value.vatin ?? null) : null,
  };
}

/**
 * The store has no newsletter flag on its user, so the box signs the e-mail up as the
 * registration's does (double opt-in). The data were saved already: a refusal here is a
 * warning beside the success.
 */
async function newsletterNotice(
  request: Request,
  ctx: RequestContext,
  email: string,
): Promise<Notice> {
  try {
    const outcome = await signUpForNewsletter({
      ctx,
      email,
      source: "account",
      callbackUrl: siteUrl(request, href("activate", ctx.locale)),
    });
    // Spec §8: an address signed up already is told with the store's words, as a success.
    if (outcome.kind === "already_subscribed" && outcome.title) {
      return { type: "success", message: outcome.title, raw: true };
    }
    return { type: "info", message: "accountDetails.newsletterSent" };
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("newsletter from the account failed", {
      requestId: ctx.requestId,
      error: String(error),
    });
    return { type: "warning", message: "accountDetails.newsletterFailed" };
  }
}

/** A refusal of the store as the form's answer; an expired login ends it instead. */
async function refused(
  request: Request,
  ctx: RequestContext,
  error: BffError,
  words: RefusalWords,
  reply: (messages: RefusalMessages) => AresAnswer["result"],
) {
  if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
  const { status, ...messages } = storeRefusal(error, words);
  const storeDown = status === 503 ? { menu: await accountMenu({ ctx }) } : undefined;
  return data<DetailsActionData>({ result: reply(messages), storeDown }, { status });
}

/**
 * "Doplnit podle IČO": the company behind the IČO fills its name and DIČ, and the form
 * comes back as typed with them (nothing is saved until the customer saves).
 */
async function aresLookup(request: Request, ctx: RequestContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: AresLookupSchema });
  if (submission.status !== "success") {
    return data<DetailsActionData>({ result: submission.reply() }, { status: 400 });
  }
  try {
    const company = await lookupCompany({ ctx, ico: submission.value.tin });
    const fill = { companyName: company.name, vatin: company.dic ?? "" };
    const result = submission.reply();
    return data<DetailsActionData>({
      result: { ...result, initialValue: { ...result.initialValue, ...fill, isBusiness: "on" } },
      company: fill,
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    return refused(request, ctx, error, ARES_REFUSAL, (messages) => submission.reply(messages));
  }
}

/**
 * The personal data's action: the ARES look-up, or the form checked and saved with PATCH
 * user, then back here with "Údaje byly uloženy." (and the newsletter's word when its box
 * was ticked). A refusal comes back at its field with the input kept; the store down, the
 * form comes back as typed with the message; a refused login leads to the login page.
 */
export async function accountDetailsAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const ctx = await requireCustomer(request, context);
  if (formData.get("intent") === "ares") return aresLookup(request, ctx, formData);

  const submission = parseWithZod(formData, { schema: AccountDetailsSchema });
  if (submission.status !== "success") {
    return data<DetailsActionData>({ result: submission.reply() }, { status: 400 });
  }
  let email: string;
  try {
    ({ email } = await updateUser({ ctx, patch: userPatch(submission.value) }));
  } catch (error) {
    if (!isBffError(error)) throw error;
    return refused(request, ctx, error, DETAILS_REFUSAL, (messages) => submission.reply(messages));
  }
  const notices: Array<Notice> = [{ type: "success", message: "accountDetails.saved" }];
  if (submission.value.newsletter) notices.push(await newsletterNotice(request, ctx, email));
  return redirectWithNotice(request, href("accountDetails", ctx.locale), notices);
}
