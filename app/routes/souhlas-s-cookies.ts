import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { FULL_CONSENT, NO_CONSENT, type Consent } from "#app/shopper/consent.ts";
import {
  consentOfCategories,
  cookieConsentCookie,
  isConsentCategory,
} from "#app/shopper/cookie-consent.server.ts";
import { visitorCookie } from "#app/tracking/visitor-id.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/**
 * The consent a form asks for: the cookie bar's `all` or `necessary`, or the settings
 * page's `custom` with one `category` field per ticked category (unknown ones are left
 * out); null for anything else.
 */
function requestedConsent(formData: FormData): Consent | null {
  const choice = formData.get("choice");
  if (choice === "all") return FULL_CONSENT;
  if (choice === "necessary") return NO_CONSENT;
  if (choice !== "custom") return null;
  return consentOfCategories(formData.getAll("category").filter(isConsentCategory));
}

/**
 * The cookie bar's and the cookie settings' form: remembers the consent (and gives the
 * recommender's visitor id with personalisation, or drops it) and returns to the page, with
 * or without JS. The settings say so in a notice; the bar's going is answer enough.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const consent = requestedConsent(formData);
  const back = safeRedirect(formData.get("redirectTo"));
  if (!consent) return redirect(back, 303);
  const cookies = [
    cookieConsentCookie(consent),
    visitorCookie(request, { consent, issue: true }),
  ].filter((cookie) => cookie !== null);
  if (formData.get("choice") !== "custom") {
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return redirect(back, { status: 303, headers });
  }
  return redirectWithNotice(
    request,
    back,
    { type: "success", message: "cookieSettings.saved" },
    { cookies },
  );
}

export function loader() {
  throw data(null, { status: 404 });
}
