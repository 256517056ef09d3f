/**
 * The storefront's addresses the store sends shoppers to (the payment return, the order
 * status page in a mail), in the language the order was placed in. A real store is
 * configured with these per language; the sandbox knows the shop's own paths.
 */
const PREFIXES: Readonly<Record<string, string>> = { cs: "", sk: "/sk", de: "/de" };

const ORDER_STATUS: Readonly<Record<string, string>> = {
  cs: "stav-objednavky",
  sk: "stav-objednavky",
  de: "bestellstatus",
};

function known(locale: string | undefined): string {
  return locale !== undefined && locale in PREFIXES ? locale : "cs";
}

/** Where the gateway returns the shopper: the payment callback in the order's language. */
export function paymentCallbackPath(locale: string | undefined): string {
  return `${PREFIXES[known(locale)]}/checkout/payment/callback`;
}

/** The order status page in the order's language. */
export function orderStatusPath(locale: string | undefined): string {
  const language = known(locale);
  return `${PREFIXES[language]}/${ORDER_STATUS[language]}`;
}
