import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { TextPage } from "#app/components/content/text-page.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { pageMeta, slugPaths } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { loadOrMoved, textPage } from "#bff/index.server.ts";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: page,
  matches,
  location,
}) =>
  page
    ? pageMeta({
        seo: page.seo,
        matches,
        location,
        path: slugPaths(page.seo, (locale, slug) => href("aboutPurchase", locale, { slug })),
      })
    : [];

/** The shopping-information text pages (/vse-o-nakupu/doprava, …) from the CMS. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const lookup = { path: new URL(request.url).pathname, route: "page-slug", slug, type: "page" };
  const result = await fromBff(() => loadOrMoved(ctx, lookup, () => textPage({ ctx, slug })));
  if ("movedTo" in result) throw redirect(result.movedTo, 301);
  return result;
}

export default function AboutPurchasePage() {
  const page = useLoaderData<typeof loader>();
  return <TextPage page={page} />;
}
