import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { PaginationNav } from "#app/components/catalog/pagination-nav.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ArticleCards } from "#app/components/magazine/article-cards.tsx";
import { listPageHref } from "#app/components/magazine/magazine-paths.ts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { listPageNumber, numberedTitle } from "#app/magazine/list-page.server.ts";
import { pageMeta, slugPaths } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { authorPage } from "#bff/index.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: author,
  ...place
}) =>
  author
    ? pageMeta({
        seo: author.seo,
        ...place,
        path: slugPaths(author.seo, (locale, slug) => href("author", locale, { slug })),
      })
    : [];

/**
 * An author's page (`/autori/{slug}`): bio and articles, 15 a page. An old slug from the
 * author's slug_redirects answers 301 to the current one.
 */
async function loadAuthor({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const page = listPageNumber(url);
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const author = await fromBff(() => authorPage({ ctx, slug, page }));
  if ("kind" in author) {
    throw redirect(`${href("author", ctx.locale, { slug: author.slug })}${url.search}`, 301);
  }
  return {
    ...author,
    seo: numberedTitle(author.seo, page, (title) => t("magazine.pageTitle", { title, page })),
  };
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadAuthor);
}

export default function Author() {
  const author = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  const path = to("author", { slug: author.slug });
  return (
    <div className="container magazine-page">
      <Breadcrumbs
        crumbs={[
          { title: t("magazine.title"), href: to("magazine") },
          { title: t("magazine.authors"), href: to("authors") },
          { title: author.name, href: path },
        ]}
      />
      <header className="author-header">
        {author.image ? <ResponsiveImage image={author.image} alt="" priority /> : null}
        <div>
          <h1>{author.name}</h1>
          {author.perex ? (
            <p className="magazine-perex" lang={author.lang ?? undefined}>
              {author.perex}
            </p>
          ) : null}
        </div>
      </header>
      <RichText document={author.bio} lang={author.lang} />
      <section aria-labelledby="clanky-autora" className="advice-section">
        <h2 id="clanky-autora">
          {t("magazine.articlesBy")} ({author.total})
        </h2>
        <ArticleCards articles={author.articles} headingLevel={3} />
        <PaginationNav
          page={author.page}
          pages={author.pages}
          pageHref={(page) => listPageHref(path, page)}
        />
      </section>
    </div>
  );
}
