import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { FavouriteList } from "#app/components/account/favourite-list.tsx";
import { WatchList } from "#app/components/account/watch-list.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { favouritesAction } from "#app/routes/uzivatel_.oblibene/favourites-actions.server.ts";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { wishAction } from "#app/wish-list/wish-actions.server.ts";
import { WISH_INTENT } from "#app/wish-list/wish-form.ts";
import { favouritesPage, listWatches, wishListEnabled } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "favourites.title" };

/** The wish list's products and the back-in-stock watches; a 404 while the shop has no wish list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!wishListEnabled()) throw data(null, { status: 404 });
  return accountPage(request, context, async (ctx) => {
    const [page, watches] = await Promise.all([favouritesPage({ ctx }), listWatches({ ctx })]);
    return { page, watches };
  });
}

/** The heart of any product box or page (for guests too), and this page's own forms. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  if (formData.get("intent") === WISH_INTENT) return wishAction(request, context, formData);
  return favouritesAction(request, context, formData);
}

export default function Favourites() {
  const { t } = useTranslation();
  const { page, watches, menu } = useLoaderData<typeof loader>();
  const email = useRootData()?.user?.email ?? null;
  return (
    <AccountLayout menu={menu} current="favourites" title={t("favourites.title")}>
      {page.favourites.length > 0 ? <p>{t("favourites.intro")}</p> : null}
      <FavouriteList page={page} />
      <WatchList watches={watches} email={email} />
    </AccountLayout>
  );
}
