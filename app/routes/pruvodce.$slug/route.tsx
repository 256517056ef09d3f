import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";

import { ContentPage } from "#app/components/content/content-page.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { guideHref } from "#app/seo/page-href.ts";
import { pageMeta } from "#app/seo/route-meta.ts";
import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { movedRedirect } from "#app/shopper/moved-redirect.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { guidePage, loadOrMoved } from "#bff/index.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: guide,
  matches,
  location,
}) =>
  guide
    ? pageMeta({
        seo: guide.seo,
        matches,
        location,
        path: (locale) => guideHref(locale, guide.seo.slugs),
      })
    : [];

/** `?page=2` of a guide the CMS paginates; anything else asks for its first page. */
function pageNumber(search: URLSearchParams): number {
  const page = search.get("page") ?? "";
  return /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1;
}

/**
 * A curated guide (/pruvodce/{slug}): a CMS content page built from blocks, with their
 * products. Reached by another language's slug, it answers 301 to its slug here.
 */
async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const { pathname, search, searchParams } = new URL(request.url);
  const lookup = { path: pathname, route: "page-slug", slug, type: "content_page" };
  const result = await fromBff(() =>
    loadOrMoved(ctx, lookup, async () =>
      linksInLanguage(ctx, await guidePage({ ctx, slug, pageNumber: pageNumber(searchParams) })),
    ),
  );
  if ("movedTo" in result) throw await movedRedirect(ctx, request, result.movedTo);
  const home = guideHref(ctx.locale, result.seo.slugs);
  if (home && home !== pathname) throw redirect(`${home}${search}`, 301);
  return result;
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadPage);
}

export default function Guide() {
  const guide = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return <ContentPage page={guide} path={pathname} />;
}
