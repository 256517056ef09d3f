import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import { loginExpired, loginHref } from "#app/account/auth.server.ts";
import { customerCall, isLoginRefused, requireCustomer } from "#app/account/customer.server.ts";
import { cartCookieHeader } from "#app/cart/cart-actions.server.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import {
  AddToListSchema,
  ListItemAmountSchema,
  ShoppingListNameSchema,
} from "#app/schemas/shopping-list.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import {
  addListToCart,
  addToList,
  createList,
  deleteList,
  isBffError,
  removeListItem,
  renameList,
  setListItemAmount,
  shoppingListsFlag,
  type RequestContext,
} from "#bff/index.server.ts";
import { reorderFilledCart, reorderNotices } from "#bff/rules/reorder-result.ts";

/** A list form's answer: the messages by its fields, the input kept. */
export type ListFormAnswer = {
  intent: string;
  result: SubmissionResult<Array<string>>;
  /** The line an amount form belongs to. */
  itemId?: number;
};

const NAME_REFUSAL = { fields: { name: "name", code: "name" }, fallback: "shoppingLists.failed" };
const AMOUNT_REFUSAL = { fields: { amount: "amount" }, fallback: "shoppingLists.failed" };
const ADD_REFUSAL = {
  fields: { amount: "amount", name: "newListName", id: "variantId" },
  fallback: "shoppingLists.failed",
};

/** The lists are the `shoppingLists` flag's: without it their pages and forms are not there. */
export function requireShoppingLists(): void {
  if (!shoppingListsFlag()) throw data(null, { status: 404 });
}

/**
 * A refusal at the edge of a list action: an expired login leads to the login page, a list
 * that is not the customer's (or lists the store keeps no more) is a 404; the rest is the
 * form's to answer.
 */
async function unlessGone(request: Request, ctx: RequestContext, error: unknown) {
  if (!isBffError(error)) throw error;
  if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
  if (error.kind === "not_found" || error.kind === "forbidden") {
    throw data(null, { status: 404 });
  }
  return error;
}

function listsPage(ctx: RequestContext) {
  return href("accountShoppingLists", ctx.locale);
}

function listPage(ctx: RequestContext, id: number | string) {
  return href("accountShoppingList", ctx.locale, { id: String(id) });
}

/** "Vytvořit seznam": a new list, then its page (empty, with how to fill it). */
export async function createListAction(request: Request, ctx: RequestContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ShoppingListNameSchema });
  if (submission.status !== "success") {
    return data<ListFormAnswer>({ intent: "create", result: submission.reply() }, { status: 400 });
  }
  try {
    const list = await createList({ ctx, name: submission.value.name });
    return redirectWithNotice(request, listPage(ctx, list.id), {
      type: "success",
      message: "shoppingLists.created",
      values: { name: list.name },
    });
  } catch (failure) {
    const { status, ...messages } = storeRefusal(
      await unlessGone(request, ctx, failure),
      NAME_REFUSAL,
    );
    return data<ListFormAnswer>(
      { intent: "create", result: submission.reply(messages) },
      { status },
    );
  }
}

/**
 * "Přidat do seznamu" from a product page: the variant with its amount onto the chosen list
 * or a new one, then back to the product with the list named. A guest logs in first and
 * comes back to the product.
 */
export async function addToListAction(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
) {
  const ctx = await requestContext(request, context);
  const back = safeRedirect(formData.get("returnTo"), href("home", ctx.locale));
  if (!ctx.authToken) {
    return redirectWithNotice(request, loginHref(ctx.locale, back), {
      type: "info",
      message: "wishList.loginFirst",
    });
  }
  const submission = parseWithZod(formData, { schema: AddToListSchema });
  if (submission.status !== "success") {
    return data<ListFormAnswer>({ intent: "addItem", result: submission.reply() }, { status: 400 });
  }
  const { listId, newListName, variantId, amount } = submission.value;
  try {
    const list = await addToList({
      ctx,
      list: listId === undefined ? { newName: newListName ?? "" } : { id: listId },
      variantId,
      amount,
    });
    return redirectWithNotice(request, back, {
      type: "success",
      message: "shoppingLists.added",
      values: { name: list.name },
    });
  } catch (failure) {
    const { status, ...messages } = storeRefusal(
      await unlessGone(request, ctx, failure),
      ADD_REFUSAL,
    );
    return data<ListFormAnswer>(
      { intent: "addItem", result: submission.reply(messages) },
      { status },
    );
  }
}

/** The lists page's forms: a new list. */
export async function listsAction(request: Request, context: AppLoadContext, formData: FormData) {
  requireShoppingLists();
  if (formData.get("intent") === "addItem") return addToListAction(request, context, formData);
  const ctx = await requireCustomer(request, context);
  return createListAction(request, ctx, formData);
}

/**
 * One list's forms: rename, a line's amount, a line off, the whole list to the cart in one
 * batch, or the list deleted after its question page (`?smazat=1`).
 */
export async function listAction(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  idParam: string | undefined,
) {
  requireShoppingLists();
  const ctx = await requireCustomer(request, context);
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const here = listPage(ctx, id);
  const intent = formData.get("intent");
  try {
    switch (intent) {
      case "rename": {
        const submission = parseWithZod(formData, { schema: ShoppingListNameSchema });
        if (submission.status !== "success") {
          return data<ListFormAnswer>({ intent, result: submission.reply() }, { status: 400 });
        }
        try {
          await renameList({ ctx, id, name: submission.value.name });
        } catch (failure) {
          const error = await unlessGone(request, ctx, failure);
          const { status, ...messages } = storeRefusal(error, NAME_REFUSAL);
          return data<ListFormAnswer>({ intent, result: submission.reply(messages) }, { status });
        }
        return redirectWithNotice(request, here, {
          type: "success",
          message: "shoppingLists.renamed",
        });
      }
      case "amount": {
        const submission = parseWithZod(formData, { schema: ListItemAmountSchema });
        const itemId = Number(formData.get("itemId"));
        if (submission.status !== "success") {
          return data<ListFormAnswer>(
            { intent, itemId, result: submission.reply() },
            { status: 400 },
          );
        }
        try {
          await setListItemAmount({ ctx, listId: id, ...submission.value });
        } catch (failure) {
          const error = await unlessGone(request, ctx, failure);
          const { status, ...messages } = storeRefusal(error, AMOUNT_REFUSAL);
          return data<ListFormAnswer>(
            { intent, itemId, result: submission.reply(messages) },
            { status },
          );
        }
        return redirectWithNotice(request, here, {
          type: "success",
          message: "shoppingLists.amountSaved",
        });
      }
      case "removeItem": {
        const itemId = Number(formData.get("itemId"));
        if (!Number.isSafeInteger(itemId) || itemId <= 0) throw data(null, { status: 400 });
        await removeListItem({ ctx, listId: id, itemId });
        return redirectWithNotice(request, here, {
          type: "success",
          message: "shoppingLists.itemRemoved",
        });
      }
      case "addToCart": {
        const { outcome, cartToken } = await customerCall(request, ctx, () =>
          addListToCart({ ctx, idOrCode: String(id) }),
        );
        return redirectWithNotice(
          request,
          reorderFilledCart(outcome) ? href("cart", ctx.locale) : here,
          reorderNotices(outcome, "shoppingLists.addToCartEmpty"),
          { cookies: [await cartCookieHeader(cartToken)] },
        );
      }
      case "delete": {
        const name = String(formData.get("name") ?? "");
        await deleteList({ ctx, id });
        return redirectWithNotice(request, listsPage(ctx), {
          type: "success",
          message: "shoppingLists.deleted",
          values: { name },
        });
      }
      default:
        throw data(null, { status: 400 });
    }
  } catch (failure) {
    if (!isBffError(failure)) throw failure;
    await unlessGone(request, ctx, failure);
    return redirectWithNotice(request, here, { type: "danger", message: "shoppingLists.failed" });
  }
}
