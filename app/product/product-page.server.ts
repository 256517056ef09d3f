import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { isSharedPageRequest } from "#app/document/shared-cache.server.ts";
import { keepBoxesLater } from "#app/product/kept-boxes.server.ts";
import { parseProductUrl } from "#app/product/product-url.server.ts";
import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { movedRedirect } from "#app/shopper/moved-redirect.server.ts";
import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import {
  loadOrMoved,
  productDetail,
  shoppingListChoices,
  shoppingListsFlag,
} from "#bff/index.server.ts";
import { parseLastVisited, rememberVisit, serialiseLastVisited } from "#bff/rules/last-visited.ts";

const LAST_VISITED_COOKIE = "last_visited";

async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { slug, variantId, reviewPages } = parseProductUrl(params, url.searchParams);
  if (!slug) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const lookup = { path: url.pathname, route: "product-slug", slug, type: "product" };
  const visited = parseLastVisited(readPreference(request, LAST_VISITED_COOKIE));
  // Beside the product: the lists a customer can put it on, when the shop has them.
  const lists =
    ctx.authToken && shoppingListsFlag() ? shoppingListChoices({ ctx }) : Promise.resolve(null);
  const result = await fromBff(() =>
    loadOrMoved(ctx, lookup, async () =>
      linksInLanguage(
        ctx,
        await productDetail({
          ctx,
          slug,
          variantId,
          reviewPages,
          visited,
        }),
      ),
    ),
  );
  if ("movedTo" in result) throw await movedRedirect(ctx, request, result.movedTo);
  // One address per product and language: another slug of it answers 301 to its own
  // (a navigation's or the variant dialog's data request is answered where it asked).
  const canonical = result.seo.slugs[ctx.locale];
  if (canonical && canonical !== slug && !url.searchParams.has("_data")) {
    throw redirect(`${href("product", ctx.locale, { slug: canonical })}${url.search}`, 301);
  }

  const page = {
    ...result,
    alternatives: keepBoxesLater(context, result.alternatives),
    lastVisited: keepBoxesLater(context, result.lastVisited),
    isLoggedIn: ctx.authToken !== null,
    shoppingLists: await lists,
    sharedPage: isSharedPageRequest(request),
  };
  // A page for a shared cache sets no cookie; the visit is remembered by a shopper's own
  // pages (decision 063).
  if (page.sharedPage) return data(page);
  return data(page, {
    headers: {
      "Set-Cookie": preferenceCookie(
        LAST_VISITED_COOKIE,
        serialiseLastVisited(rememberVisit(visited, result.id)),
      ),
    },
  });
}

/**
 * The product page's loader, also what the variant-choice modal fetches. Before its 404 the
 * CMS may serve a page at this path through a URL rewrite.
 */
export function productPageLoader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadPage);
}
