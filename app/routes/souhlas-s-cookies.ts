import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { cookieConsentCookie, isConsentChoice } from "#app/shopper/cookie-consent.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/** The cookie bar's form: remembers the choice and returns to the page, with or without JS. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const choice = formData.get("choice");
  const back = safeRedirect(formData.get("redirectTo"));
  if (!isConsentChoice(choice)) return redirect(back, 303);
  return redirect(back, { status: 303, headers: { "Set-Cookie": cookieConsentCookie(choice) } });
}

export function loader() {
  throw data(null, { status: 404 });
}
