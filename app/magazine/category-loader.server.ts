import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { categoryHref } from "#app/components/magazine/magazine-paths.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { listPageNumber, numberedTitle } from "#app/magazine/list-page.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { magazineListing } from "#bff/index.server.ts";

const SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * A magazine category (`/nakupni-radce/{slug}`, a child category at
 * `/nakupni-radce/{slug}/{child}`): its articles and its children's, 15 a page. A category
 * asked at another address answers 301 to its own.
 */
export async function loadCategory({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const child = params.child ?? null;
  if (!SLUG.test(slug) || (child !== null && !SLUG.test(child))) {
    throw new Response(null, { status: 404 });
  }
  const url = new URL(request.url);
  const page = listPageNumber(url);
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const listing = await fromBff(() =>
    magazineListing({ ctx, scope: { kind: "category", slug, child }, page }),
  );
  if (listing.kind === "moved")
    throw redirect(`${categoryHref(ctx.locale, listing.place)}${url.search}`, 301);
  return {
    ...listing,
    seo: numberedTitle(listing.seo, page, (title) => t("magazine.pageTitle", { title, page })),
  };
}
