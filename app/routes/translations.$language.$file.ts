import type { LoaderFunctionArgs } from "@remix-run/node";

import { translationsModuleAt } from "#app/i18n/translations-module.server.ts";

/** The translations module a page's script loads to hydrate (translations-module.server.ts). */
export async function loader({ params }: LoaderFunctionArgs) {
  const found = translationsModuleAt(params.language ?? "", params.file ?? "");
  if (!found) return new Response("Not found", { status: 404 });
  return new Response(found.module.source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": found.current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
