import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import { loginExpired } from "#app/account/auth.server.ts";
import { isLoginRefused } from "#app/account/customer.server.ts";
import { siteUrl } from "#app/account/registration.server.ts";
import { chosenGiftId } from "#app/cart/cart-session.server.ts";
import { checkAddresses, detailsAddresses } from "#app/checkout/address-service.server.ts";
import { checkoutGate, readCheckoutChoices } from "#app/checkout/checkout-session.server.ts";
import {
  storeFieldMessages,
  storeRefusal,
  type RefusalMessages,
} from "#app/forms/store-refusal.server.ts";
import { afterPlacement } from "#app/routes/kosik_.dodaci-udaje/after-placement.server.ts";
import { isOrderKey } from "#app/routes/kosik_.dodaci-udaje/checkout-order-key.server.ts";
import {
  AresLookupSchema,
  SavedAddressChoiceSchema,
  checkoutDetailsSchema,
  type CheckoutDetailsOptions,
} from "#app/schemas/checkout-details.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { orderUtm } from "#app/tracking/attribution.server.ts";
import { marketingAudience } from "#app/tracking/marketing-audience.server.ts";
import { isUnavailable } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { TEXT_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import {
  checkoutDetailsOptions,
  isBffError,
  listUserAddresses,
  lookupCompany,
  orderPlacedWithKey,
  placedOrder,
  placeOrderOnce,
  reportPlacedOrder,
  type OrderRefusal,
  type RequestContext,
} from "#bff/index.server.ts";
import { countryOptions } from "#bff/rules/country-options.ts";
import { splitStreet } from "#bff/rules/order-payload.ts";
import { billingAddressFields, deliveryAddressFields } from "#bff/rules/saved-addresses.ts";

/** The fields ARES fills in: the company, its DIČ and its registered (billing) address. */
export type AresFill = Record<
  | "companyName"
  | "vatin"
  | "billingStreet"
  | "billingHouseNumber"
  | "billingCity"
  | "billingPostcode"
  | "billingCountry",
  string
>;

export type DetailsActionData = {
  result: SubmissionResult<Array<string>>;
  /** Values of the form-level message (the minimum order's remaining price). */
  values?: Record<string, string>;
  /** What an ARES look-up found, for the browser to fill in without reloading. */
  company?: AresFill;
  /**
   * The address service's warnings on the values sent: sending them again with this
   * confirms them as they are.
   */
  addressConfirmation?: string;
  /**
   * The store could not answer: what the form needs to come back without its loader,
   * which cannot read the store either.
   */
  storeDown?: { options: CheckoutDetailsOptions; orderKey: string };
};

/** Passwords never come back to the page. */
const HIDDEN = ["password", "passwordConfirmation"];

/**
 * How the details form words the store's refusals: its payload fields (spec §7) that are
 * fields of the form at them, the rest at the top, and an outage's own text.
 */
const ORDER_REFUSAL = {
  fields: {
    email: "email",
    name: "fullName",
    phone: "phone",
    "business.TIN": "tin",
    terms: "terms",
  },
  fallback: "checkout.details.errors.upstream",
};

/** The ARES look-up answers at the IČO it was asked about. */
const ARES_REFUSAL = {
  kinds: { not_found: "checkout.details.ares.notFound" },
  fallback: "checkout.details.ares.unavailable",
  formField: "tin",
};

function refusalMessages(
  refusal: OrderRefusal,
): RefusalMessages & { values?: Record<string, string> } {
  switch (refusal.reason) {
    case "shopping_disabled":
      return { formErrors: [refusal.text ?? "checkout.details.errors.shoppingDisabled"] };
    case "minimum_order":
      return {
        formErrors: ["checkout.details.errors.minimumOrder"],
        values: { remainingPrice: refusal.remainingPrice },
      };
    case "empty_cart":
      return { formErrors: ["checkout.details.errors.emptyCart"] };
    case "choices":
      return { formErrors: ["checkout.details.errors.choices"] };
    case "store":
      return storeFieldMessages(refusal.fieldErrors, refusal.message, ORDER_REFUSAL);
  }
}

/**
 * "Použít adresu" without JavaScript: the saved address fills the delivery (or billing)
 * fields and the rest of the form comes back as typed. An id that is not one of the
 * customer's addresses changes nothing; with JavaScript the browser fills the fields itself.
 */
async function savedAddressChoice(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SavedAddressChoiceSchema });
  if (submission.status !== "success") {
    return data<DetailsActionData>(
      { result: submission.reply({ hideFields: HIDDEN }) },
      { status: 400 },
    );
  }
  const choice = submission.value;
  const [type, field, id] =
    choice.intent === "deliveryAddress"
      ? (["delivery", "deliveryAddressId", choice.deliveryAddressId] as const)
      : (["billing", "billingAddressId", choice.billingAddressId] as const);
  const result = submission.reply({ hideFields: HIDDEN });
  const ctx = await requestContext(request, context);
  if (!ctx.authToken) return data<DetailsActionData>({ result });

  let addresses: Awaited<ReturnType<typeof listUserAddresses>>;
  try {
    addresses = await listUserAddresses({ ctx, type });
  } catch (error) {
    if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
    if (!isBffError(error)) throw error;
    return data<DetailsActionData>(
      {
        result: submission.reply({
          fieldErrors: { [field]: ["checkoutAccount.addresses.unavailable"] },
          hideFields: HIDDEN,
        }),
      },
      { status: 503 },
    );
  }
  const chosen = addresses.find((address) => address.id === id && address.type === type);
  if (!chosen) return data<DetailsActionData>({ result });
  const fill =
    type === "delivery"
      ? deliveryAddressFields(chosen, {
          fullName: textOf(formData, "fullName"),
          phone: textOf(formData, "phone"),
        })
      : billingAddressFields(chosen);
  return data<DetailsActionData>({
    result: { ...result, initialValue: { ...result.initialValue, ...fill } },
  });
}

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** Whether the store refused the customer's login, as a BffError or as the edge's 401. */
function isRefusedLogin(error: unknown): boolean {
  if (isLoginRefused(error)) return true;
  return (
    typeof error === "object" &&
    error !== null &&
    "init" in error &&
    (error as { init: ResponseInit | null }).init?.status === 401
  );
}

/**
 * "Načíst z ARES": the company behind the IČO fills the business and billing fields. The
 * rest of the form comes back as typed (without JavaScript the page renders it again).
 */
async function aresLookup(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: AresLookupSchema });
  if (submission.status !== "success") {
    return data<DetailsActionData>(
      { result: submission.reply({ hideFields: HIDDEN }) },
      { status: 400 },
    );
  }
  const ctx = await requestContext(request, context);
  try {
    const company = await lookupCompany({ ctx, ico: submission.value.tin });
    const { street, houseNumber } = splitStreet(company.street);
    const fill: AresFill = {
      companyName: company.name,
      vatin: company.dic ?? "",
      billingStreet: street,
      billingHouseNumber: houseNumber,
      billingCity: company.city,
      billingPostcode: company.postcode,
      billingCountry: company.countryCode,
    };
    const result = submission.reply({ hideFields: HIDDEN });
    return data<DetailsActionData>({
      result: {
        ...result,
        initialValue: {
          ...result.initialValue,
          ...fill,
          isBusiness: "on",
          differentAddress: "on",
        },
      },
      company: fill,
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...refused } = storeRefusal(error, ARES_REFUSAL);
    return data<DetailsActionData>(
      { result: submission.reply({ ...refused, hideFields: HIDDEN }) },
      { status },
    );
  }
}

/**
 * The form as the shopper sent it, with the outage's message and the same key, for a store
 * that cannot answer: the page renders it without its loader (decision 027). What the form
 * showed is read off the fields it sent (an address only with a shipper that delivers to
 * one), so nothing typed is lost; the countries come from the cache when it has them.
 */
async function storeDownAnswer(ctx: RequestContext, formData: FormData, key: string) {
  const countries = await checkoutDetailsOptions({ ctx, shipperId: null })
    .then((options) => options.countries)
    .catch(() => countryOptions([], ctx.locale));
  const options: CheckoutDetailsOptions = {
    addressRequired: formData.has("street"),
    customOrderNumber: formData.has("customOrderNumber"),
    guest: ctx.authToken === null,
    countries,
  };
  const submission = parseWithZod(formData, { schema: checkoutDetailsSchema(options) });
  return data<DetailsActionData>(
    {
      result: submission.reply({ formErrors: [ORDER_REFUSAL.fallback], hideFields: HIDDEN }),
      storeDown: { options, orderKey: key },
    },
    { status: 503 },
  );
}

/**
 * The details form's action: validates the form, places exactly one order for its key and
 * redirects; a refusal comes back at its field or at the top of the form with the input
 * kept. A submission whose order was already placed (double click, reload, back and
 * resubmit, or a first try whose answer never came) goes straight to that order. A store
 * that cannot answer gets the form back as typed, with the same key for the next try.
 */
export async function checkoutDetailsAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request, context, { maxBytes: TEXT_FORM_MAX_BYTES });
  const intent = formData.get("intent");
  if (intent === "ares") return aresLookup(request, context, formData);
  if (intent === "deliveryAddress" || intent === "billingAddress") {
    return savedAddressChoice(request, context, formData);
  }

  const ctx = await requestContext(request, context);
  const key = formData.get("orderKey");
  try {
    if (!isOrderKey(key)) return await placeFromForm(request, context, ctx, formData, null);
    const earlier = await placedOrder(key);
    if (earlier) return await afterPlacement(request, ctx, earlier, formData);
    return await placeFromForm(request, context, ctx, formData, key);
  } catch (error) {
    if (isRefusedLogin(error)) throw await loginExpired(request, ctx.locale);
    if (!isUnavailable(error) || !isOrderKey(key)) throw error;
    return storeDownAnswer(ctx, formData, key);
  }
}

/**
 * Where the local rules refuse a field the address service refused too, their words say
 * more ("PSČ musí obsahovat 5 čísel" rather than "Pole PSČ nebylo vyplněno správně"), and
 * they are what the browser already showed with JavaScript.
 */
function withLocalWords(
  serviceErrors: Record<string, Array<string>>,
  formData: FormData,
  options: CheckoutDetailsOptions,
): Record<string, Array<string>> {
  if (Object.keys(serviceErrors).length === 0) return serviceErrors;
  const local = parseWithZod(formData, { schema: checkoutDetailsSchema(options) });
  const localErrors: Record<string, Array<string> | null> =
    local.status === "success" ? {} : (local.error ?? {});
  return Object.fromEntries(
    Object.entries(serviceErrors).map(([field, messages]) => [
      field,
      localErrors[field] ?? messages,
    ]),
  );
}

async function placeFromForm(
  request: Request,
  context: AppLoadContext,
  ctx: RequestContext,
  formData: FormData,
  key: string | null,
) {
  const gate = await checkoutGate(request, context, "details");
  if (gate) {
    // An empty cart may be the order of an earlier try whose answer never came back.
    const placed = key === null ? null : await orderPlacedWithKey({ ctx, key });
    if (placed) return afterPlacement(request, ctx, placed, formData);
    throw gate;
  }
  const [choices, giftId] = await Promise.all([
    readCheckoutChoices(request),
    chosenGiftId(request),
  ]);
  const options = await checkoutDetailsOptions({ ctx, shipperId: choices.shipperId });
  const addresses = await checkAddresses({
    request,
    ctx,
    formData,
    groups: detailsAddresses(formData, options.addressRequired),
  });
  const schemaOptions = { ...options, guest: ctx.authToken === null };
  const submission = parseWithZod(formData, {
    schema: checkoutDetailsSchema(schemaOptions, addresses.judged),
  });
  const addressErrors = withLocalWords(addresses.fieldErrors, formData, schemaOptions);
  const answer = (status: number, refused: RefusalMessages = {}, values?: Record<string, string>) =>
    data<DetailsActionData>(
      {
        result: submission.reply({ ...refused, hideFields: HIDDEN }),
        values,
        addressConfirmation: addresses.confirmation ?? undefined,
      },
      { status },
    );

  if (submission.status !== "success") {
    return answer(400, addresses.blocks ? { fieldErrors: addressErrors } : {});
  }
  if (addresses.blocks) {
    // Only doubts can be confirmed by sending the same values again; a refusal cannot.
    const confirm =
      addresses.confirmation === null ? [] : ["checkout.details.addressService.confirm"];
    return answer(422, { fieldErrors: addressErrors, formErrors: confirm });
  }
  if (key === null) return answer(400, { formErrors: ["checkout.details.errors.expired"] });
  if (choices.shipperId === null || choices.paymentId === null) {
    return answer(409, { formErrors: ["checkout.details.errors.choices"] });
  }

  const outcome = await placeOrderOnce({
    ctx,
    key,
    details: submission.value,
    choices: { ...choices, shipperId: choices.shipperId, paymentId: choices.paymentId },
    chosenGiftId: giftId,
    utm: await orderUtm(request),
    saveAddresses: submission.value.saveAddress === true && ctx.authToken !== null,
    // The same activation as /registrovat: the store mails a link to this page.
    activationUrl: siteUrl(request, href("activate", ctx.locale)),
  });
  if (outcome.kind === "placed") {
    // Only here: a repeat answered from the guard's memory above is no new purchase.
    const { purchase } = outcome.order;
    if (purchase) {
      const { marketingConsent, visitorId } = marketingAudience(request);
      await reportPlacedOrder({
        ctx,
        purchase,
        marketingConsent,
        surveyConsent: submission.value.satisfactionSurvey === true,
        visitorId,
      });
    }
    return afterPlacement(request, ctx, outcome.order, formData);
  }
  const { values, ...messages } = refusalMessages(outcome.refusal);
  return answer(outcome.refusal.reason === "store" ? 422 : 409, messages, values);
}
