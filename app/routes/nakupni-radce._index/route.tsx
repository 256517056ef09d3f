import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { MagazineListingPage } from "#app/components/magazine/magazine-listing-page.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { listPageNumber, numberedTitle } from "#app/magazine/list-page.server.ts";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { magazineListing } from "#bff/index.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("magazine");

/** The magazine home (`/nakupni-radce`): every published article, 15 a page, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = listPageNumber(new URL(request.url));
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const listing = await fromBff(() => magazineListing({ ctx, scope: { kind: "home" }, page }));
  const seo = { ...listing.seo, title: listing.seo.title ?? t("magazine.title") };
  return {
    ...listing,
    seo: numberedTitle(seo, page, (title) => t("magazine.pageTitle", { title, page })),
  };
}

export default function Magazine() {
  return <MagazineListingPage listing={useLoaderData<typeof loader>()} />;
}
