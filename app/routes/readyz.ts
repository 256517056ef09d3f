import { readiness } from "#bff/index.server.ts";

/** Readiness: 200 when both upstreams answer and their breakers are closed, else 503. */
export async function loader() {
  const state = await readiness();
  // A resource route answers a plain Response (single fetch only encodes page data).
  return Response.json(state, {
    status: state.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
