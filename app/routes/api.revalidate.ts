import type { ActionFunctionArgs } from "@remix-run/node";

import {
  RevalidationSchema,
  getConfig,
  isRevalidationAuthorised,
  revalidateTags,
} from "#bff/index.server.ts";

/**
 * POST /api/revalidate `{ "tags": ["product"] }` with `Authorization: Bearer <secret>`:
 * the CMS and the store push changes, and the data cache drops what they name.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getConfig().REVALIDATE_SECRET) throw new Response(null, { status: 404 });
  if (request.method !== "POST") throw new Response(null, { status: 405 });
  if (!isRevalidationAuthorised(request.headers.get("authorization"))) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const parsed = RevalidationSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "expected { tags: [...] }" }, { status: 400 });
  return Response.json(await revalidateTags(parsed.data.tags));
}

export function loader() {
  throw new Response(null, { status: 404 });
}
