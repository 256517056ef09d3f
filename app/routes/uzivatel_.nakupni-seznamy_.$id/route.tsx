import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { BatchToCartForm } from "#app/components/account/batch-to-cart-form.tsx";
import { ListNameForm } from "#app/components/account/shopping-list-forms.tsx";
import {
  ShoppingListLines,
  type AmountRefusal,
} from "#app/components/account/shopping-list-lines.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { listAction, requireShoppingLists } from "#app/shopping-lists/list-actions.server.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { BffError, shoppingListPage } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "shoppingLists.title" };

const ID_OR_CODE = /^[A-Za-z0-9_-]{1,50}$/;

/**
 * One list by its id or code (spec §7); a code leads on to the list's id, the address its
 * forms post to. Another customer's list is not found. `?smazat=1` asks before the list is
 * deleted.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireShoppingLists();
  const idOrCode = params.id ?? "";
  const deleting = new URL(request.url).searchParams.get("smazat") === "1";
  const page = await accountPage(request, context, async (ctx) => {
    if (!ID_OR_CODE.test(idOrCode)) throw new BffError({ kind: "not_found" }, 404);
    return { list: await shoppingListPage({ ctx, idOrCode }), deleting, locale: ctx.locale };
  });
  if (String(page.list.id) !== idOrCode) {
    throw redirect(href("accountShoppingList", page.locale, { id: String(page.list.id) }));
  }
  return page;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  return listAction(request, context, formData, params.id);
}

/** The question before a list is deleted: a page of its own, not a script dialog. */
function DeleteQuestion({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <section className="account-section" aria-labelledby="delete-list-title">
      <h2 id="delete-list-title">{t("shoppingLists.deleteTitle")}</h2>
      <p>{t("shoppingLists.deleteQuestion", { name })}</p>
      <Form method="post" className="account-actions">
        <input type="hidden" name="name" value={name} />
        <button type="submit" name="intent" value="delete" className="button button-primary">
          {t("shoppingLists.deleteConfirm")}
        </button>
        <Link to={to("accountShoppingList", { id: String(id) })} className="button">
          {t("shoppingLists.deleteCancel")}
        </Link>
      </Form>
    </section>
  );
}

export default function ShoppingList() {
  const { t } = useTranslation();
  const to = useHref();
  const { list, deleting, menu } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && "intent" in answer ? answer : null;
  const amountRefusal: AmountRefusal | null =
    refused?.intent === "amount" && refused.itemId !== undefined
      ? {
          itemId: refused.itemId,
          typed: String(refused.result.initialValue?.amount ?? ""),
          errors: [...(refused.result.error?.amount ?? []), ...(refused.result.error?.[""] ?? [])],
        }
      : null;
  return (
    <AccountLayout menu={menu} current="shoppingLists" title={list.name}>
      <p>
        <Link to={to("accountShoppingLists")}>{t("shoppingLists.back")}</Link>
      </p>
      {deleting ? <DeleteQuestion id={list.id} name={list.name} /> : null}
      {/* An empty list says so once, below; nothing in it can be out of stock. */}
      {list.lines.length > 0 ? (
        <BatchToCartForm
          intent="addToCart"
          available={list.available}
          label={t("shoppingLists.addToCart")}
          hint={t("shoppingLists.addToCartHint", { count: list.available })}
          nothingAvailable={t("shoppingLists.noneAvailable")}
        />
      ) : null}
      <ShoppingListLines page={list} refusal={amountRefusal} />
      <section className="account-section" aria-labelledby="rename-list-title">
        <h2 id="rename-list-title">{t("shoppingLists.renameTitle")}</h2>
        <ListNameForm
          id="rename-list"
          intent="rename"
          submit={t("shoppingLists.rename")}
          defaultName={list.name}
          result={refused?.intent === "rename" ? refused.result : undefined}
        />
      </section>
      {deleting ? null : (
        <p>
          <Link to={`${to("accountShoppingList", { id: String(list.id) })}?smazat=1`}>
            {t("shoppingLists.delete")}
          </Link>
        </p>
      )}
    </AccountLayout>
  );
}
