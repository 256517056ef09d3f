import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ArticleView } from "#app/components/magazine/article-view.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { keepBoxes } from "#app/product/kept-boxes.server.ts";
import { articleMeta } from "#app/seo/article-meta.ts";
import { pageMeta, slugPaths } from "#app/seo/route-meta.ts";
import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { articlePage } from "#bff/index.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: article,
  matches,
  location,
}) =>
  article
    ? articleMeta(
        pageMeta({
          seo: article.seo,
          matches,
          location,
          path: slugPaths(article.seo, (locale, slug) => href("article", locale, { slug })),
        }),
        { published: article.published, author: article.author?.name ?? null },
      )
    : [];

/** A magazine article (`/clanky/{slug}`); one scheduled for later answers 404. */
async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const page = await fromBff(async () => linksInLanguage(ctx, await articlePage({ ctx, slug })));
  return { ...page, products: keepBoxes(context, page.products) };
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadPage);
}

export default function Article() {
  const article = useLoaderData<typeof loader>();
  return <ArticleView article={article} />;
}
