import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { ListNameForm } from "#app/components/account/shopping-list-forms.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { listsAction, requireShoppingLists } from "#app/shopping-lists/list-actions.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { shoppingListsPage } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "shoppingLists.title" };

/** The customer's shopping lists (with the `shoppingLists` flag and the store's function). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireShoppingLists();
  return accountPage(request, context, (ctx) => shoppingListsPage({ ctx }));
}

/** A new list; and "Přidat do seznamu" from any product page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  return listsAction(request, context, formData);
}

export default function ShoppingLists() {
  const { t } = useTranslation();
  const to = useHref();
  const { lists, menu } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AccountLayout menu={menu} current="shoppingLists" title={t("shoppingLists.title")}>
      <p>{t("shoppingLists.intro")}</p>
      {lists.length === 0 ? (
        <p>{t("shoppingLists.empty")}</p>
      ) : (
        <ul className="shopping-lists">
          {lists.map((list) => (
            <li key={list.id}>
              <Link to={to("accountShoppingList", { id: String(list.id) })}>{list.name}</Link>{" "}
              <span className="shopping-list-count">
                {t("shoppingLists.items", { count: list.itemCount })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <section className="account-section" aria-labelledby="new-list-title">
        <h2 id="new-list-title">{t("shoppingLists.createTitle")}</h2>
        <ListNameForm
          id="new-list"
          intent="create"
          submit={t("shoppingLists.create")}
          result={
            answer && "intent" in answer && answer.intent === "create" ? answer.result : undefined
          }
        />
      </section>
    </AccountLayout>
  );
}
