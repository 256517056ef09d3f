import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { MagazineListingPage } from "#app/components/magazine/magazine-listing-page.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { listPageNumber, numberedTitle } from "#app/magazine/list-page.server.ts";
import { pageMeta, slugPaths } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { magazineListing } from "#bff/index.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: listing,
  ...place
}) =>
  listing
    ? pageMeta({
        seo: listing.seo,
        ...place,
        path: slugPaths(listing.seo, (locale, slug) => href("magazineTag", locale, { slug })),
      })
    : [];

/** A magazine tag (`/nakupni-radce/stitky/{slug}`): its published articles, 15 a page. */
async function loadTag({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw new Response(null, { status: 404 });
  const page = listPageNumber(new URL(request.url));
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const listing = await fromBff(() => magazineListing({ ctx, scope: { kind: "tag", slug }, page }));
  return {
    ...listing,
    seo: numberedTitle(listing.seo, page, (title) => t("magazine.pageTitle", { title, page })),
  };
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadTag);
}

export default function MagazineTag() {
  return <MagazineListingPage listing={useLoaderData<typeof loader>()} />;
}
