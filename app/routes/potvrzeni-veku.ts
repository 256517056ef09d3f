import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { ageConfirmedCookie } from "#app/shopper/age-confirmation.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/**
 * The age notice's form: remembers the confirmation and returns to the page the visitor
 * was on, so it works the same with and without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  return redirect(safeRedirect(formData.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": ageConfirmedCookie() },
  });
}

export function loader() {
  throw data(null, { status: 404 });
}
