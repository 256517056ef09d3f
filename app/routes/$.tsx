import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { catchAllPage } from "#bff/index.server.ts";

import { TextPage } from "../components/content/text-page.tsx";
import { requestContext } from "../request-context.server.ts";
import { LOCALE_PREFIXES } from "../route-paths.js";
import { textPageMeta } from "../text-page-meta.ts";
import { fromBff } from "../utils/bff-edge.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? textPageMeta(page) : [];

/**
 * Any path no other route claims: a CMS page of that slug, a CMS redirect (301), a page
 * the CMS serves there through a URL rewrite (200), or the 404 page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const prefix = LOCALE_PREFIXES[ctx.locale];
  const path = new URL(request.url).pathname.slice(prefix.length) || "/";
  const result = await fromBff(() => catchAllPage({ ctx, path }));
  if (result.kind === "redirect") throw redirect(result.location, 301);
  if (result.kind === "not_found") throw data(null, { status: 404 });
  return result.page;
}

export function action() {
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  const page = useLoaderData<typeof loader>();
  return <TextPage page={page} />;
}
