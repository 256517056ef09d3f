import { type ActionFunctionArgs } from "@remix-run/node";

import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { priceDisplayCookie } from "#app/shopper/price-display.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/**
 * The business buyer's price display option: `withoutVat=1` shows prices without VAT first,
 * anything else with VAT (the default); remembered in the display VAT cookie, then back.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const ctx = await requestContext(request, context);
  const withoutVat = formData.get("withoutVat") === "1";
  return redirectWithNotice(
    request,
    safeRedirect(formData.get("returnTo"), href("home", ctx.locale)),
    {
      type: "success",
      message: withoutVat ? "priceDisplay.withoutVatSaved" : "priceDisplay.withVatSaved",
    },
    { cookies: [priceDisplayCookie(withoutVat)] },
  );
}
