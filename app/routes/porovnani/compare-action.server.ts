import { data, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";

import { compareCookie, readCompareIds } from "#app/compare/compare-cookie.server.ts";
import { COMPARE_INTENTS, type CompareAnswer } from "#app/compare/compare-form.ts";
import { isEnhanced } from "#app/forms/enhanced.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import { localeOfRequest } from "#app/shopper/locale-of-request.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { href } from "#app/utils/href.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { compareEnabled } from "#bff/index.server.ts";
import { addToCompare, removeFromCompare } from "#bff/rules/compare-list.ts";

const CompareFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(COMPARE_INTENTS.filter((intent) => intent !== "clear")),
    productId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    returnTo: z.string().optional(),
  }),
  z.object({ intent: z.literal("clear"), returnTo: z.string().optional() }),
]);

type Notice = Omit<Notification, "id">;

const NOTICES: Record<CompareAnswer["kind"], Notice> = {
  added: { type: "success", message: "compare.added" },
  // The shopper asked for it to be there, and it is.
  already: { type: "success", message: "compare.added" },
  full: { type: "warning", message: "compare.full" },
  removed: { type: "success", message: "compare.removed" },
  cleared: { type: "success", message: "compare.cleared" },
};

/** The list after the form's request: what happened and the ids to keep. */
function changed(ids: Array<number>, form: z.infer<typeof CompareFormSchema>): CompareAnswer {
  if (form.intent === "clear") return { kind: "cleared", ids: [] };
  if (form.intent === "remove") {
    return { kind: "removed", ids: removeFromCompare(ids, form.productId) };
  }
  return addToCompare(ids, form.productId);
}

/**
 * The compare button of a product box or page and the compare page's own forms: `add` puts
 * a product on the list (a full list refuses it, spec: at most 4), `remove` takes it off,
 * `clear` empties the list. The list lives in its cookie, so nothing upstream is asked.
 * Without JavaScript the answer is a 303 back to `returnTo` (a box's anchor included) with
 * the notice; with it (`enhanced=1`) data for the button, the notice riding in the session
 * cookie to the root's revalidation.
 */
export async function compareAction(request: Request, _context: AppLoadContext, form: FormData) {
  if (!compareEnabled()) throw data(null, { status: 404 });
  const parsed = CompareFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  const { locale } = localeOfRequest(new URL(request.url));
  const back = safeRedirect(parsed.data.returnTo, href("compare", locale));
  const answer = changed(readCompareIds(request), parsed.data);
  const notice = NOTICES[answer.kind];
  // A refused product leaves the list as it was: no cookie to rewrite.
  const cookies = answer.kind === "full" ? [] : [compareCookie(answer.ids)];
  if (!isEnhanced(form)) return redirectWithNotice(request, back, notice, { cookies });
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await flashNotification(request, notice));
  return data(answer, { headers });
}
