import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { compareCookie, readCompareIds } from "#app/compare/compare-cookie.server.ts";
import { ONLY_DIFFERENCES_PARAM } from "#app/compare/compare-form.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { compareAction } from "#app/routes/porovnani/compare-action.server.ts";
import { CompareTable } from "#app/routes/porovnani/compare-table.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { compareEnabled, comparePage } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "compare.title" };

/**
 * The products on the shopper's compare list side by side; `?rozdily=1` keeps only the rows
 * that differ. A 404 while the shop has no comparison (the spec's `compare` flag is off).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!compareEnabled()) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const ids = readCompareIds(request);
  const onlyDifferences = new URL(request.url).searchParams.get(ONLY_DIFFERENCES_PARAM) === "1";
  const page = await fromBff(() => comparePage({ ctx, ids }));
  // Products the catalogue no longer shows leave the list, so the bar counts what is here.
  const headers =
    page.foundIds.length < ids.length ? { "Set-Cookie": compareCookie(page.foundIds) } : undefined;
  return data(
    {
      products: page.products,
      rows: onlyDifferences ? page.rows.filter((row) => row.differs) : page.rows,
      shoppingDisabledText: page.shoppingDisabledText,
      onlyDifferences,
    },
    { headers },
  );
}

/** The compare buttons of every product box and page, and this page's Odebrat and clear. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  return compareAction(request, context, form);
}

export default function Compare() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  return (
    <div className="container compare-page">
      <h1>{t("compare.title")}</h1>
      <CompareTable page={page} />
    </div>
  );
}
