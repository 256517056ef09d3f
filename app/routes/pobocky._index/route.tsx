import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BranchesList } from "#app/components/branches/branches-list.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { branchesPage } from "#bff/index.server.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("branches");

/** A query value as the page uses it: trimmed and bounded. */
function queryValue(url: URL, name: string, max: number): string {
  return (url.searchParams.get(name) ?? "").trim().slice(0, max);
}

/** The shop's branches (`/pobocky`), by region or nearest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // `?psc=` from the form without JavaScript, `?poloha=` from the browser, `?mapa=1` the map.
  const query = {
    psc: queryValue(url, "psc", 20),
    poloha: queryValue(url, "poloha", 40),
    mapa: url.searchParams.get("mapa") === "1",
  };
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const page = await fromBff(() =>
    branchesPage({
      ctx,
      near: { postcode: query.psc || null, position: query.poloha || null },
    }),
  );
  const title = t("branches.title");
  return {
    ...page,
    title,
    postcode: query.psc,
    showMap: query.mapa,
    // A list sorted for one shopper's place is the same page: search engines get one.
    seo: listedPageSeo({
      title,
      description: t("branches.intro"),
      noindex: Boolean(query.psc || query.poloha),
    }),
  };
}

export default function Branches() {
  const { title, postcode, showMap, ...page } = useLoaderData<typeof loader>();
  return <BranchesList page={page} title={title} postcode={postcode} showMap={showMap} />;
}
