import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BranchDetail } from "#app/components/branches/branch-detail.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { pageMeta, slugPaths } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { branchPage } from "#bff/index.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: branch,
  matches,
  location,
}) =>
  branch
    ? pageMeta({
        seo: branch.seo,
        matches,
        location,
        path: slugPaths(branch.seo, (locale, slug) => href("branch", locale, { slug })),
      })
    : [];

/** A branch's page (`/pobocky/{slug}`); a slug the site has no branch for is 404. */
async function loadBranch({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  return fromBff(() => branchPage({ ctx, slug }));
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadBranch);
}

export default function BranchRoute() {
  return <BranchDetail branch={useLoaderData<typeof loader>()} />;
}
