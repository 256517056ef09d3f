import { ownPath } from "#app/utils/safe-redirect.ts";
import type { CheckoutMethodsChange } from "#bff/rules/checkout-methods-form.server.ts";

type MethodsIntent = CheckoutMethodsChange["intent"];

/** The query parameter of a pick-up point search (a GET form, so it works without JavaScript). */
export const BRANCH_QUERY_PARAM = "branchQuery";

/**
 * The query parameter that shows a made choice's options again: "Změnit" without
 * JavaScript is a link to the step with it, which needs no state beyond the address.
 */
export const CHANGE_PARAM = "change";

/** The section of each choice; its heading is where the page opens after the choice. */
const SECTION_OF_INTENT = {
  shipper: "checkout-shippers",
  payment: "checkout-payments",
  branch: "checkout-branch",
  deliveryTime: "checkout-delivery-time",
} as const satisfies Record<MethodsIntent, string>;

const INTENTS = Object.keys(SECTION_OF_INTENT) as Array<MethodsIntent>;

export function choiceSection(intent: MethodsIntent): string {
  return SECTION_OF_INTENT[intent];
}

/** The id of a choice's heading: a page shown after a choice opens there, not at its top. */
export function choiceAnchor(intent: MethodsIntent): string {
  return `${SECTION_OF_INTENT[intent]}-title`;
}

/** The choice whose options the address asks to show again, if it names one. */
export function reopenedChoice(searchParams: URLSearchParams): MethodsIntent | null {
  const asked = searchParams.get(CHANGE_PARAM);
  return INTENTS.find((intent) => intent === asked) ?? null;
}

/**
 * "Změnit" without JavaScript: the step at the same address (a pick-up point search kept)
 * with the choice's options shown, opened at its section.
 */
export function reopenHref(search: string, intent: MethodsIntent): string {
  const params = new URLSearchParams(search);
  params.set(CHANGE_PARAM, intent);
  return `?${params.toString()}#${choiceAnchor(intent)}`;
}

/**
 * Where the step goes after a stored choice: back to itself with every made choice folded
 * to its line again, and after a pick-up point also without the search that found it. The
 * anchor a form's action carries stays with the browser: it follows the redirect without
 * JavaScript, and a fetcher leaves the view where it is.
 */
export function afterChoice(requestUrl: string, intent: MethodsIntent): string {
  const url = new URL(requestUrl);
  for (const name of ["index", "_data", CHANGE_PARAM]) url.searchParams.delete(name);
  if (intent === "branch") url.searchParams.delete(BRANCH_QUERY_PARAM);
  return ownPath(url);
}
