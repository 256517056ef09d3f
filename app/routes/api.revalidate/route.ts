import type { ActionFunctionArgs } from "@remix-run/node";

import { readJson } from "#app/utils/request-body.server.ts";
import {
  RevalidationSchema,
  getConfig,
  isRevalidationAuthorised,
  revalidateTags,
} from "#bff/index.server.ts";

/** `{ "tags": [...] }` of at most five tags is under 100 bytes; room for a sender's extra fields. */
const REVALIDATE_MAX_BYTES = 8 * 1024;

/**
 * POST /api/revalidate `{ "tags": ["product"] }` with `Authorization: Bearer <secret>`:
 * the CMS and the store push changes, and the data cache drops what they name.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!getConfig().REVALIDATE_SECRET) throw new Response(null, { status: 404 });
  if (request.method !== "POST") throw new Response(null, { status: 405 });
  if (!isRevalidationAuthorised(request.headers.get("authorization"))) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const body = await readJson(request, context, { maxBytes: REVALIDATE_MAX_BYTES });
  const parsed = RevalidationSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: "expected { tags: [...] }" }, { status: 400 });
  return Response.json(await revalidateTags(parsed.data.tags));
}

export function loader() {
  throw new Response(null, { status: 404 });
}
