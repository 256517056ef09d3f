import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { GlossaryTerm } from "#app/components/glossary/glossary-term.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { pageMeta, slugPaths } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { glossaryTermPage } from "#bff/index.server.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: term,
  matches,
  location,
}) =>
  term
    ? pageMeta({
        seo: term.seo,
        matches,
        location,
        path: slugPaths(term.seo, (locale, slug) => href("glossaryTerm", locale, { slug })),
      })
    : [];

/** A glossary term (`/eroticky-vykladovy-slovnik/{slug}`); a slug the site lacks is 404. */
async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  return fromBff(() => glossaryTermPage({ ctx, slug }));
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadPage);
}

export default function GlossaryTermRoute() {
  return <GlossaryTerm term={useLoaderData<typeof loader>()} />;
}
