import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { GlossaryIndex } from "#app/components/glossary/glossary-index.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { glossaryIndex } from "#bff/index.server.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("glossary");

/** The erotic glossary: every term of the site by letter (`/eroticky-vykladovy-slovnik`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const { letters } = await fromBff(() => glossaryIndex({ ctx }));
  const title = t("glossary.title");
  // A page of the shop's own, not of the CMS: its intro line describes it to search engines.
  return { title, seo: listedPageSeo({ title, description: t("glossary.intro") }), letters };
}

export default function Glossary() {
  const { title, letters } = useLoaderData<typeof loader>();
  return <GlossaryIndex title={title} letters={letters} />;
}
