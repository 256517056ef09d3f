import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { homePage } from "#bff/index.server.ts";

import { ContentBlocks } from "../components/content/content-blocks.tsx";
import { requestContext } from "../request-context.server.ts";
import type { loader as rootLoader } from "../root.tsx";
import { localisedLinks } from "../seo.ts";
import { fromBff } from "../utils/bff-edge.server.ts";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data,
  matches,
}) => {
  const root = matches.find((match) => match.id === "root")?.data;
  return [
    { title: data?.title ? `${data.title} | Amoris` : "Amoris" },
    ...(root ? localisedLinks({ origin: root.origin, locale: root.locale, key: "home" }) : []),
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  return fromBff(() => homePage({ ctx }));
}

export default function Home() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  return (
    <div className="container home">
      <h1>{page.title ?? t("home.title")}</h1>
      <ContentBlocks blocks={page.blocks} />
    </div>
  );
}
