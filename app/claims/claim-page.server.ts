import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";

import { loginExpired } from "#app/account/auth.server.ts";
import { isLoginRefused } from "#app/account/customer.server.ts";
import { ORDER_FIELD } from "#app/claims/claim-fields.ts";
import {
  CustomerOrderSchema,
  GuestOrderSchema,
  OrderCodeSchema,
  claimFormSchema,
} from "#app/claims/claim-schema.server.ts";
import { isHoneypotFilled } from "#app/forms/honeypot.ts";
import { queryFields } from "#app/forms/query-fields.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { TEXT_FORM_MAX_BYTES, formRefusal, readForm } from "#app/utils/request-body.server.ts";
import { withUpload, type ReceivedFile, type UploadLimits } from "#app/utils/upload-body.server.ts";
import {
  claimOrderLookup,
  customerClaimOrders,
  fileClaimOnce,
  isBffError,
  type ClaimKind,
  type ClaimOrderView,
  type RequestContext,
} from "#bff/index.server.ts";
import { normaliseBankAccount } from "#bff/rules/bank-account.ts";
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  checkUploads,
  type UploadMessage,
} from "#bff/rules/upload-check.ts";

/**
 * A complaint's multipart body: every photo at its limit and one more file (so a sixth file
 * still reaches the form's own message), and the text fields. A photo over its limit is
 * cut there and named in the form's message. A form without files (urlencoded) gets the
 * limit of a form with free text.
 */
const CLAIM_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: (MAX_UPLOAD_FILES + 1) * MAX_UPLOAD_BYTES + TEXT_FORM_MAX_BYTES,
  maxFiles: MAX_UPLOAD_FILES,
  maxFileBytes: MAX_UPLOAD_BYTES,
  maxFieldBytes: TEXT_FORM_MAX_BYTES,
};

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The look-up carries an e-mail address and an order: no cache may keep the page. */
const PRIVATE = { "Cache-Control": "no-store" };

export type ClaimPageData = {
  customer: boolean;
  /** The customer's delivered orders, newest first; null for a guest. */
  orders: Array<ClaimOrderView> | null;
  /** The order the claim is for, once chosen or found. */
  order: ClaimOrderView | null;
  /** The order step's answer: its messages and the input kept. */
  lookup: SubmissionResult<Array<string>> | null;
  /** A guest's e-mail of the order, carried to the claim step. */
  email: string | null;
  /** The claim form's one-filing key. */
  claimKey: string;
  /** The store could not answer. */
  unavailable: boolean;
};

export type ClaimActionData = {
  result: SubmissionResult<Array<string>>;
  order: ClaimOrderView | null;
  email: string | null;
  /** Files were chosen: the browser does not send them again, so the form says so. */
  photosSent: boolean;
  /** What was wrong with the chosen photos, by file. */
  photoErrors: Array<UploadMessage>;
};

const SENT_ROUTE = { complaint: "complaintSent", return: "goodsReturnSent" } as const;

function page(ctx: RequestContext, fields: Partial<ClaimPageData>): ClaimPageData {
  return {
    customer: ctx.authToken !== null,
    orders: null,
    order: null,
    lookup: null,
    email: null,
    claimKey: crypto.randomUUID(),
    unavailable: false,
    ...fields,
  };
}

function answer(body: ClaimPageData, status = 200) {
  return data(body, { status, headers: PRIVATE });
}

/** A store failure at the edge: an expired login ends it, an outage is the page's message. */
async function onFailure(request: Request, ctx: RequestContext, error: unknown) {
  if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
  if (!isBffError(error)) throw error;
  return answer(page(ctx, { unavailable: true }), 503);
}

/**
 * The claim page's first step. A customer picks one of their delivered orders (a link from
 * the order's page names it with `?objednavka=`); a guest names it by code and e-mail
 * (`?objednavka=…&email=…`), so the step is a GET form that works without JavaScript and
 * survives a reload. A wrong pair comes back with the message and the input kept.
 */
export async function claimPageLoader(request: Request, context: AppLoadContext) {
  const ctx = await requestContext(request, context);
  const params = new URL(request.url).searchParams;
  try {
    if (ctx.authToken !== null) {
      const orders = await customerClaimOrders({ ctx });
      if (!params.has(ORDER_FIELD)) return answer(page(ctx, { orders }));
      const submission = parseWithZod(queryFields(params, [ORDER_FIELD]), {
        schema: CustomerOrderSchema,
      });
      const chosen =
        submission.status === "success"
          ? orders.find((order) => order.code === submission.value[ORDER_FIELD])
          : undefined;
      if (!chosen) {
        return answer(
          page(ctx, {
            orders,
            lookup: submission.reply({
              fieldErrors: { [ORDER_FIELD]: ["claims.errors.orderRequired"] },
            }),
          }),
          400,
        );
      }
      return answer(page(ctx, { orders, order: chosen, lookup: submission.reply() }));
    }
    if (!params.has("email")) {
      const code = params.get(ORDER_FIELD)?.trim().slice(0, 32);
      return answer(page(ctx, { lookup: code ? { initialValue: { [ORDER_FIELD]: code } } : null }));
    }
    const submission = parseWithZod(queryFields(params, [ORDER_FIELD, "email"]), {
      schema: GuestOrderSchema,
    });
    if (submission.status !== "success") {
      return answer(page(ctx, { lookup: submission.reply() }), 400);
    }
    const found = await claimOrderLookup({
      ctx,
      code: submission.value[ORDER_FIELD],
      email: submission.value.email,
    });
    if (found.kind !== "found") {
      const message =
        found.kind === "not_found"
          ? "claims.errors.orderNotFound"
          : "claims.errors.orderNotClaimable";
      return answer(
        page(ctx, { lookup: submission.reply({ formErrors: [message] }) }),
        found.kind === "not_found" ? 404 : 422,
      );
    }
    return answer(
      page(ctx, {
        order: found.order,
        email: submission.value.email,
        lookup: submission.reply(),
      }),
    );
  } catch (error) {
    return onFailure(request, ctx, error);
  }
}

function text(formData: FormData, name: string): string | null {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : null;
}

/** The store's fields at the form's fields; the rest (and an outage) at the top. */
const CLAIM_REFUSAL = {
  fields: {
    description: "description",
    reason: "reason",
    bankAccount: "bankAccount",
    photos: "photos",
    items: "items",
  },
  fallback: "claims.errors.notSent",
};

/** An order found before the body was read, and the guest's e-mail it was found with. */
type KnownOrder = { order: ClaimOrderView; email: string | null };

function isMultipart(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return type.toLowerCase().startsWith("multipart/form-data");
}

/**
 * The order a claim form's address names (the form posts to its page's address, which
 * carries the order's code and a guest's e-mail), looked up before the body is read: a
 * body of photos for no order the sender can claim is refused unread. Null when the store
 * cannot answer: the body is read then, and the claim step says so with the input kept.
 */
async function orderOfAddress(
  request: Request,
  context: AppLoadContext,
  ctx: RequestContext,
): Promise<KnownOrder | null> {
  const params = new URL(request.url).searchParams;
  const refuse = async (reason: string) =>
    formRefusal(request, context, CLAIM_UPLOAD_LIMITS.maxBytes, { status: 400, reason });
  let code: string;
  let email: string | null = null;
  if (ctx.authToken === null) {
    // Read as the page's order step reads it, so the e-mail is the one the form carries.
    const guest = parseWithZod(queryFields(params, [ORDER_FIELD, "email"]), {
      schema: GuestOrderSchema,
    });
    if (guest.status !== "success") throw await refuse("upload without an order in its address");
    code = guest.value[ORDER_FIELD];
    email = guest.value.email;
  } else {
    code = params.get(ORDER_FIELD) ?? "";
    if (!OrderCodeSchema.safeParse(code).success) {
      throw await refuse("upload without an order in its address");
    }
  }
  try {
    const found = await claimOrderLookup({ ctx, code, email: email ?? undefined });
    if (found.kind !== "found") throw await refuse("upload for an order that cannot be claimed");
    return { order: found.order, email };
  } catch (error) {
    if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
    if (!isBffError(error)) throw error;
    return null;
  }
}

/**
 * The claim form's action. A multipart body (the form's own) is streamed with its photos
 * to disk, and only for an order its address names (orderOfAddress); anything else is read
 * as a form of text.
 */
export async function claimAction(request: Request, context: AppLoadContext, kind: ClaimKind) {
  if (!isMultipart(request)) {
    const formData = await readForm(request, context, { maxBytes: TEXT_FORM_MAX_BYTES });
    return fileClaim(request, await requestContext(request, context), kind, formData, [], null);
  }
  const ctx = await requestContext(request, context);
  const known = await orderOfAddress(request, context, ctx);
  return withUpload(request, context, CLAIM_UPLOAD_LIMITS, ({ form, files }) =>
    fileClaim(request, ctx, kind, form, files, known),
  );
}

/**
 * The order is read again (a guest's by code and e-mail) unless its address named it, the
 * form and the photos checked, a return refused past its 30 days, and the claim filed at
 * most once per form key; then to the confirmation with the reference number. Every
 * refusal comes back with the input kept (files must be chosen again, which the form says).
 */
async function fileClaim(
  request: Request,
  ctx: RequestContext,
  kind: ClaimKind,
  formData: FormData,
  received: Array<ReceivedFile>,
  known: KnownOrder | null,
) {
  if (isHoneypotFilled(formData)) {
    return redirect(href(SENT_ROUTE[kind], ctx.locale), { status: 303 });
  }
  const files = received.filter((file) => file.field === "photos");
  const photosSent = files.some((file) => file.size > 0);
  const code = text(formData, ORDER_FIELD) ?? "";
  const email = ctx.authToken === null ? text(formData, "email") : null;
  const reply = (
    status: number,
    order: ClaimOrderView | null,
    result: SubmissionResult<Array<string>>,
    photoErrors: Array<UploadMessage> = [],
  ) =>
    data<ClaimActionData>(
      { result, order, email, photosSent: kind === "complaint" && photosSent, photoErrors },
      { status, headers: PRIVATE },
    );
  const formOnly = (messages: Array<string>) =>
    parseWithZod(formData, { schema: claimFormSchema(kind, { items: [] }) }).reply({
      formErrors: messages,
    });

  // A code the store could not have written is refused here: it would become a path to the
  // store (`/claims/orders/..`), and a missing one is the shopper's mistake, not an outage.
  if (!OrderCodeSchema.safeParse(code).success) return reply(400, null, formOnly([]));

  let order: ClaimOrderView;
  if (known) {
    // The body names the order its address named, or it is not this page's form.
    if (code !== known.order.code || email !== known.email) return reply(400, null, formOnly([]));
    order = known.order;
  } else {
    try {
      const found = await claimOrderLookup({ ctx, code, email: email ?? undefined });
      if (found.kind !== "found") {
        const message =
          found.kind === "not_found"
            ? "claims.errors.orderNotFound"
            : "claims.errors.orderNotClaimable";
        return reply(400, null, formOnly([message]));
      }
      order = found.order;
    } catch (error) {
      if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
      if (!isBffError(error)) throw error;
      return reply(503, null, formOnly(["claims.errors.failed"]));
    }
  }

  const submission = parseWithZod(formData, { schema: claimFormSchema(kind, order) });
  const uploads = kind === "complaint" ? await checkUploads(files) : { uploads: [], errors: [] };
  if (kind === "return" && !order.returnWindow.open) {
    return reply(422, order, submission.reply({ formErrors: ["claims.errors.windowClosed"] }));
  }
  if (submission.status !== "success" || uploads.errors.length > 0) {
    return reply(400, order, submission.reply(), uploads.errors);
  }
  const key = submission.value.claimKey;
  if (!key || !KEY_PATTERN.test(key)) {
    return reply(400, order, submission.reply({ formErrors: ["claims.errors.expired"] }));
  }

  const value = submission.value;
  let number: string;
  try {
    const claim = await fileClaimOnce({
      ctx,
      key,
      claim: {
        kind,
        orderCode: order.code,
        ...(email ? { email } : {}),
        items: value.items
          .filter((item) => item.amount > 0)
          .map((item) => ({ id: item.id, amount: item.amount })),
        ...("description" in value ? { description: value.description } : {}),
        ...("reason" in value ? { reason: value.reason } : {}),
        ...(value.bankAccount ? { bankAccount: normaliseBankAccount(value.bankAccount) } : {}),
        photos: uploads.uploads,
      },
    });
    number = claim.number;
  } catch (error) {
    if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
    if (!isBffError(error)) throw error;
    // The store would not take the photos' size: said at the photos, the text kept.
    if (error.kind === "upstream" && error.status === 413) {
      return reply(
        400,
        order,
        submission.reply({ fieldErrors: { photos: ["claims.errors.photosRefused"] } }),
      );
    }
    const { status, ...messages } = storeRefusal(error, CLAIM_REFUSAL);
    return reply(status, order, submission.reply(messages));
  }
  const sent = `${href(SENT_ROUTE[kind], ctx.locale)}?${new URLSearchParams({ cislo: number })}`;
  return redirect(sent, { status: 303 });
}
