import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { MagazineListingPage } from "#app/components/magazine/magazine-listing-page.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { loadCategory } from "#app/magazine/category-loader.server.ts";
import { categoryMeta } from "#app/magazine/listing-meta.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: listing,
  ...place
}) => (listing ? categoryMeta(listing, place) : []);

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadCategory);
}

export default function MagazineCategory() {
  return <MagazineListingPage listing={useLoaderData<typeof loader>()} />;
}
