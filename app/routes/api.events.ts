import type { ActionFunctionArgs } from "@remix-run/node";

import { requestContext } from "#app/shopper/request-context.server.ts";
import { marketingAudience } from "#app/tracking/marketing-audience.server.ts";
import { readJson } from "#app/utils/request-body.server.ts";
import { BrowserEventSchema, log, relayBrowserEvent } from "#bff/index.server.ts";

/** An event's type, its page's address and a few ids and prices: well under this. */
const EVENT_MAX_BYTES = 4 * 1024;

/**
 * POST /api/events `{ type, page, data }`: the page's marketing events, passed on by the
 * server (which knows the consent, the visitor and the signed-in customer) to the
 * marketing-automation service. 204 for every valid event, sent or not, so the page learns
 * nothing of the shopper's consent or login; 400 or 413 for anything else; never a 5xx.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw new Response(null, { status: 405 });
  const body = await readJson(request, context, { maxBytes: EVENT_MAX_BYTES });
  const parsed = BrowserEventSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: "expected { type, page, data }" }, { status: 400 });
  }
  const ctx = await requestContext(request, context);
  const { marketingConsent, visitorId } = marketingAudience(request);
  try {
    await relayBrowserEvent({ ctx, event: parsed.data, marketingConsent, visitorId });
  } catch (error) {
    // A lost event is no reason to fail the page that sent it.
    log.error("browser event not relayed", { requestId: ctx.requestId, error: String(error) });
  }
  return new Response(null, { status: 204 });
}

export function loader() {
  throw new Response(null, { status: 404 });
}
