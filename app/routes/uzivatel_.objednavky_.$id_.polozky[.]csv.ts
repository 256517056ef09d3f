import type { LoaderFunctionArgs } from "@remix-run/node";

import { orderDownloadResponse } from "#app/account/order-download.server.ts";

/** The order's items as a CSV file (spec §2: the order detail's export). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return orderDownloadResponse(request, context, { id: params.id, kind: "items" });
}
