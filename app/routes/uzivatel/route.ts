import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { requireCustomer } from "#app/account/customer.server.ts";
import { href } from "#app/utils/href.ts";

/** The user area opens on the dashboard; a guest logs in first and comes back there. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireCustomer(request, context);
  throw redirect(href("accountDashboard", ctx.locale));
}
