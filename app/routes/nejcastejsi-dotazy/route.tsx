import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import { PageContactBox } from "#app/components/content/page-contact-box.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { pageMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { faqPage } from "#bff/index.server.ts";

import { faqPageJsonLd } from "./faq-json-ld.ts";
import { FaqList } from "./faq-list.tsx";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data,
  matches,
  location,
}) =>
  data
    ? pageMeta({ seo: data.page.seo, matches, location, path: (locale) => href("faq", locale) })
    : [];

/** The CMS page "nejcastejsi-dotazy" (title, introduction) and the site's FAQ by topic. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  return fromBff(() => faqPage({ ctx }));
}

export default function Faq() {
  const { page, topics } = useLoaderData<typeof loader>();
  const root = useRootData();
  return (
    <div className="container faq-page">
      <article className="text-page">
        <RichText document={page.document} lang={page.lang} />
        <FaqList topics={topics} />
        {page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} lang={page.lang} /> : null}
      </article>
      {page.contactBox ? <PageContactBox box={page.contactBox} /> : null}
      {root && topics.length > 0 ? (
        <JsonLd
          data={faqPageJsonLd({
            url: new URL(href("faq", root.locale), root.origin).href,
            topics,
          })}
        />
      ) : null}
    </div>
  );
}
