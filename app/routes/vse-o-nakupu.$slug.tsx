import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { TextPage } from "#app/components/content/text-page.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { textPageHref } from "#app/seo/page-href.ts";
import { pageMeta } from "#app/seo/route-meta.ts";
import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { movedRedirect } from "#app/shopper/moved-redirect.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { loadOrMoved, textPage } from "#bff/index.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

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
        path: (locale) => textPageHref(locale, page.seo.slugs),
      })
    : [];

/**
 * The shopping-information text pages (/vse-o-nakupu/doprava, …) from the CMS. A page with
 * a screen of its own (/kontakt) answers 301 there.
 */
async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const { pathname } = new URL(request.url);
  const lookup = { path: pathname, route: "page-slug", slug, type: "page" };
  const result = await fromBff(() =>
    loadOrMoved(ctx, lookup, async () => linksInLanguage(ctx, await textPage({ ctx, slug }))),
  );
  if ("movedTo" in result) throw await movedRedirect(ctx, request, result.movedTo);
  const home = textPageHref(ctx.locale, result.seo.slugs);
  if (home && home !== pathname) throw redirect(home, 301);
  return result;
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadPage);
}

export default function AboutPurchasePage() {
  const page = useLoaderData<typeof loader>();
  return <TextPage page={page} />;
}
