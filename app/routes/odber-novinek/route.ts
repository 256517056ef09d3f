import { data, type ActionFunctionArgs } from "@remix-run/node";

import { newsletterAction } from "#app/newsletter/newsletter.server.ts";

/** The newsletter sign-up of the footer form and the welcome campaign. */
export async function action({ request, context }: ActionFunctionArgs) {
  return newsletterAction(request, context);
}

export function loader() {
  throw data(null, { status: 404 });
}
