import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { technicalPageHeaders, technicalPageSeo } from "#app/seo/technical-page.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { blockSamplesPage } from "#bff/index.server.ts";
import "./block-samples.css";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("blockSettings");

export const headers = technicalPageHeaders;

/** A living style guide: a sample of every CMS block kind, through the real renderer. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const samples = await fromBff(() => blockSamplesPage({ ctx }));
  return { seo: technicalPageSeo(t("service.blockSettings.title")), samples };
}

export default function BlockSettings() {
  const { seo, samples } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container block-samples">
      <h1>{seo.title}</h1>
      <p>{t("service.blockSettings.intro")}</p>
      <nav aria-labelledby="block-sample-kinds">
        <h2 id="block-sample-kinds">{t("service.blockSettings.contents")}</h2>
        <ul className="block-sample-kinds">
          {samples.map((sample) => (
            <li key={sample.type}>
              <a href={`#${sample.type}`}>
                <code>{sample.type}</code>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {samples.map((sample) => (
        <section key={sample.type} aria-labelledby={sample.type} className="block-sample">
          <h2 id={sample.type} className="block-sample-type">
            <code>{sample.type}</code>
          </h2>
          <ContentBlocks blocks={[sample.view]} />
        </section>
      ))}
    </div>
  );
}
