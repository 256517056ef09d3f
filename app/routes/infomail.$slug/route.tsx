import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { SentAt } from "#app/components/content/sent-at.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { pageMeta, slugPaths } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { infomailPage } from "#bff/index.server.ts";
import "./infomail.css";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: mail,
  matches,
  location,
}) =>
  mail
    ? pageMeta({
        seo: mail.seo,
        matches,
        location,
        path: slugPaths(mail.seo, (locale, slug) => href("infomail", locale, { slug })),
      })
    : [];

/** One infomail as it was sent; its HTML comes sanitised from the BFF. */
async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  return fromBff(() => infomailPage({ ctx, slug }));
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadPage);
}

export default function Infomail() {
  const mail = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  return (
    <article className="container infomail">
      <Breadcrumbs
        crumbs={[
          { title: t("service.infomails.title"), href: to("infomails") },
          { title: mail.title, href: to("infomail", { slug: mail.slug }) },
        ]}
      />
      <h1 lang={mail.lang ?? undefined}>{mail.title}</h1>
      <p className="infomail-sent">
        <SentAt sentAt={mail.sentAt} />
      </p>
      <RichText document={mail.intro} lang={mail.lang} />
      <div
        className="infomail-body"
        lang={mail.lang ?? undefined}
        // The one raw HTML of the shop, sanitised by the BFF (bff/cms/infomail-html.ts).
        dangerouslySetInnerHTML={{ __html: mail.html }}
      />
      <p>
        <Link to={to("infomails")}>{t("service.infomails.all")}</Link>
      </p>
    </article>
  );
}
