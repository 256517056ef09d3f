import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { LinkList } from "#app/components/content/link-list.tsx";
import { SentAt } from "#app/components/content/sent-at.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { infomailIndex } from "#bff/index.server.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("infomails");

/** Every infomail, newest first (`/infomail`, the spec's route without a slug). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const mails = await fromBff(() => infomailIndex({ ctx }));
  const title = t("service.infomails.title");
  const seo = listedPageSeo({ title, description: t("service.infomails.intro") });
  return { title, seo, mails };
}

export default function Infomails() {
  const { title, mails } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="container infomails">
      <Breadcrumbs crumbs={[{ title, href: to("infomails") }]} />
      <h1>{title}</h1>
      <p>{t("service.infomails.intro")}</p>
      {mails.length > 0 ? (
        <LinkList
          items={mails.map((mail) => ({
            key: mail.slug,
            href: to("infomail", { slug: mail.slug }),
            title: mail.title,
            meta: <SentAt sentAt={mail.sentAt} />,
            summary: mail.summary,
            lang: mail.lang,
          }))}
        />
      ) : (
        <p>{t("service.infomails.empty")}</p>
      )}
    </div>
  );
}
