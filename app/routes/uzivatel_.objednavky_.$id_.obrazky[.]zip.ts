import type { LoaderFunctionArgs } from "@remix-run/node";

import { orderDownloadResponse } from "#app/account/order-download.server.ts";

/** The images of the order's items as a ZIP file (spec §2: the order detail's export). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return orderDownloadResponse(request, context, { id: params.id, kind: "images" });
}
