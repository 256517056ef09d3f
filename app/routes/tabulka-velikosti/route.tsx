import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { TextPage } from "#app/components/content/text-page.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { textPage } from "#bff/index.server.ts";
import "./size-guide.css";

export const handle: SharedPageHandle = { sharedPage: true };

/** The CMS page holding the fitting guide (its slug in the default language). */
const SIZE_GUIDE_SLUG = "tabulka-velikosti";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("sizeGuide");

/** The fitting guide: the CMS page with the size tables and how to measure. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  return fromBff(() => textPage({ ctx, slug: SIZE_GUIDE_SLUG }));
}

export default function SizeGuide() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="size-guide">
      <TextPage page={page} />
    </div>
  );
}
