import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { isEnhanced } from "#app/forms/enhanced.ts";
import { ageConfirmedCookie } from "#app/shopper/age-confirmation.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/**
 * The age notice's form: remembers the confirmation. A page without JavaScript is sent
 * back where the visitor was; an interactive page's fetcher gets data, so the page stays
 * as it is (no second history entry, nothing typed meanwhile lost) while its loaders
 * learn of the confirmation.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const headers = { "Set-Cookie": ageConfirmedCookie() };
  if (isEnhanced(formData)) return data({ confirmed: true }, { headers });
  return redirect(safeRedirect(formData.get("redirectTo")), { status: 303, headers });
}

export function loader() {
  throw data(null, { status: 404 });
}
