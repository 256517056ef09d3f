// The shared cache of deploy/nginx.conf, checked through the replay of compose.yaml
// (check-compose.mjs) as decision 063 promises it: an anonymous page is served from the
// cache, with a nonce of its own each time; shopper state, POSTs and other variants never
// share a page; a changed price arrives within the page's lifetime; a stored page answers
// while the storefront is down.

/**
 * @typedef {{ status: number, headers: Headers, body: string }} Answer
 * @typedef {(url: string, init?: RequestInit) => Promise<Answer>} Request
 */

/** A category the replay's other checks do not ask for, so its first answer is a miss. */
export const SHARED_PAGE = "/vibratory";
/** The seed's product a shopper puts in the cart and whose price the freshness check changes. */
const PRICED_PRODUCT = "/produkt/masazni-olej-mandle-a-vanilka";

class SharedCacheError extends Error {}

/**
 * @param {unknown} condition
 * @param {string} message
 * @returns {asserts condition}
 */
function ensure(condition, message) {
  if (!condition) throw new SharedCacheError(message);
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {Answer} answer */
const cacheStatus = (answer) => answer.headers.get("x-cache-status") ?? "";

/** @param {Answer} answer */
function policyNonce(answer) {
  const policy = answer.headers.get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
}

/** @param {Answer} answer */
function scriptSrcWithoutNonce(answer) {
  const policy = answer.headers.get("content-security-policy") ?? "";
  const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  return scriptSrc.trim().replace(/'nonce-[^']+'/, "'nonce-…'");
}

/** @param {Answer} answer */
function bodyNonces(answer) {
  return new Set([...answer.body.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]));
}

/** @param {Headers} headers */
function cookiesOf(headers) {
  return headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/**
 * Each answer's nonce is its own, in its policy and on every inline script, and its
 * script-src is the storefront's own, only the nonce differing.
 *
 * @param {Array<Answer>} answers
 * @param {string} directPolicy the script-src the storefront answers itself
 */
function ensureOwnNonces(answers, directPolicy) {
  const seen = new Set();
  for (const answer of answers) {
    const nonce = policyNonce(answer);
    ensure(nonce, `an answer (${cacheStatus(answer)}) has no nonce in its policy`);
    ensure(!seen.has(nonce), `two answers share the nonce ${nonce}`);
    seen.add(nonce);
    const inBody = bodyNonces(answer);
    ensure(
      inBody.size === 1 && inBody.has(nonce),
      `the ${cacheStatus(answer)} answer's scripts carry ${[...inBody].join(", ")}, its policy ${nonce}`,
    );
    ensure(
      scriptSrcWithoutNonce(answer) === directPolicy,
      `the proxy's script-src "${scriptSrcWithoutNonce(answer)}" is not the storefront's "${directPolicy}"`,
    );
  }
}

/**
 * @param {{
 *   shop: string,
 *   direct: string,
 *   storeUrl: string,
 *   lifetimeSeconds: number,
 *   revalidateSecret: string,
 *   request: Request,
 *   say: (line: string) => void,
 * }} replay
 */
export async function checkSharedCache({
  shop,
  direct,
  storeUrl,
  lifetimeSeconds,
  revalidateSecret,
  request,
  say,
}) {
  // An anonymous page: stored on the first answer, served from the cache on the second.
  const first = await request(`${shop}${SHARED_PAGE}`);
  const second = await request(`${shop}${SHARED_PAGE}`);
  ensure(first.status === 200, `GET ${SHARED_PAGE} answered ${first.status}`);
  ensure(
    cacheStatus(first) === "MISS" && cacheStatus(second) === "HIT",
    `GET ${SHARED_PAGE} twice: ${cacheStatus(first)}, ${cacheStatus(second)}; expected MISS, HIT`,
  );
  const cacheControl = first.headers.get("cache-control") ?? "";
  ensure(
    cacheControl.startsWith("public,") && cacheControl.includes(`s-maxage=${lifetimeSeconds}`),
    `an anonymous page answered Cache-Control "${cacheControl}"`,
  );
  ensure(
    first.headers.getSetCookie().length === 0,
    "an anonymous page set a cookie: " + first.headers.getSetCookie().join(", "),
  );
  const third = await request(`${shop}${SHARED_PAGE}`);
  const straight = await request(`${direct}${SHARED_PAGE}`);
  const directPolicy = scriptSrcWithoutNonce(straight);
  ensure(directPolicy.includes("'strict-dynamic'"), `the storefront's script-src: ${directPolicy}`);
  ensureOwnNonces([first, second, third], directPolicy);
  ensure(
    first.headers.get("x-request-id") !== second.headers.get("x-request-id"),
    "a cached answer repeats the request id of the answer it was stored from",
  );
  say(
    `  ok  an anonymous ${SHARED_PAGE} is stored (MISS) and served from the cache (HIT), no cookie, Cache-Control "${cacheControl}"`,
  );
  say(
    "  ok  each answer, stored or fresh, has its own nonce in its policy and on every script; script-src as strict as the storefront's",
  );

  // Variants: an age confirmation and a language are copies of their own.
  const confirmed = { cookie: "shop_age_confirmed=1" };
  const confirmedFirst = await request(`${shop}${SHARED_PAGE}`, { headers: confirmed });
  const confirmedSecond = await request(`${shop}${SHARED_PAGE}`, { headers: confirmed });
  ensure(
    cacheStatus(confirmedFirst) === "MISS" && cacheStatus(confirmedSecond) === "HIT",
    `an age-confirmed visitor got ${cacheStatus(confirmedFirst)}, ${cacheStatus(confirmedSecond)}; expected a copy of its own`,
  );
  const ageNotice = "Je mi 18 let, vstoupit";
  ensure(
    second.body.includes(ageNotice) && !confirmedSecond.body.includes(ageNotice),
    "the age notice is not on the anonymous copy only",
  );
  // A visitor who allowed personalisation shares the page too: it never asks the recommender
  // with their id.
  const consented = { cookie: "shop_cookie_consent=all; shop_visitor=0123456789abcdef01234567" };
  await request(`${shop}${SHARED_PAGE}`, { headers: consented });
  const consentedAgain = await request(`${shop}${SHARED_PAGE}`, { headers: consented });
  ensure(
    cacheStatus(consentedAgain) === "HIT",
    `a visitor who allowed everything got ${cacheStatus(consentedAgain)}, not the stored copy`,
  );

  // The language is in the address (/sk/…, or a language's host), so in the key.
  const slovak = await request(`${shop}/sk${SHARED_PAGE}`);
  const anonymous = await request(`${shop}${SHARED_PAGE}`);
  ensure(
    slovak.body.includes('<html lang="sk"') && anonymous.body.includes('<html lang="cs"'),
    "the Slovak and the Czech copy of a page are not kept apart",
  );
  ensure(anonymous.body.includes(ageNotice), "an anonymous visitor got the age-confirmed copy");
  say(
    "  ok  an age-confirmed, a consenting and a Slovak visitor get copies of their own; the anonymous copy keeps the age notice and Czech",
  );

  // Shopper state: a cart and a login always get their own page, never stored.
  const productPage = await request(`${shop}${PRICED_PRODUCT}`);
  const field = (/** @type {string} */ name) =>
    new RegExp(`<input[^>]*name="${name}"[^>]*value="(\\d+)"`).exec(productPage.body)?.[1] ?? "";
  const productId = field("productId");
  const variantId = field("variantId");
  ensure(productId && variantId, `${PRICED_PRODUCT} has no add-to-cart form`);
  ensure(
    /a více ks|poslední kusy/.test(productPage.body) && !/\(\d+ ks\)/.test(productPage.body),
    `the stored ${PRICED_PRODUCT} counts its stock, which may have sold since`,
  );
  const added = await request(`${shop}${PRICED_PRODUCT}`, {
    method: "POST",
    headers: { origin: shop, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ productId, variantId, quantity: "2" }).toString(),
  });
  ensure(added.status === 303, `adding to the cart answered ${added.status}`);
  ensure(cacheStatus(added) === "", `a POST went through the cache: ${cacheStatus(added)}`);
  const withCart = await request(`${shop}${SHARED_PAGE}`, {
    headers: { cookie: cookiesOf(added.headers) },
  });
  ensure(
    cacheStatus(withCart) === "BYPASS" &&
      (withCart.headers.get("cache-control") ?? "").startsWith("private") &&
      /data-testid="cart-count"[^>]*>\D*2\b/.test(withCart.body),
    `a shopper with a cart got ${cacheStatus(withCart)}, without their count of 2`,
  );

  const email = `sdilena-cache-${Date.now()}@example.cz`;
  const password = "Heslo-pro-cache-123";
  const registered = await fetch(`${storeUrl}/api/v1/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      firstName: "Vendula",
      lastName: "Skladová",
    }),
  });
  ensure(registered.ok, `registering a customer at the store answered ${registered.status}`);
  const login = await request(`${shop}/prihlasit`, {
    method: "POST",
    headers: { origin: shop, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
  ensure(login.status === 303, `logging in through the proxy answered ${login.status}`);
  const signedIn = await request(`${shop}${SHARED_PAGE}`, {
    headers: { cookie: cookiesOf(login.headers) },
  });
  ensure(
    cacheStatus(signedIn) === "BYPASS" && signedIn.body.includes("Vendula"),
    `a signed-in customer got ${cacheStatus(signedIn)}, without their name`,
  );
  const afterThem = await request(`${shop}${SHARED_PAGE}`);
  ensure(
    !afterThem.body.includes('data-testid="cart-count"') && !afterThem.body.includes("Vendula"),
    "an anonymous visitor after them got their cart count or name",
  );
  say(
    "  ok  a shopper with a cart and a signed-in customer get their own page (BYPASS: their count, their name); the next anonymous visitor neither; POSTs never touch the cache",
  );

  // A changed price: the store's webhook drops the storefront's data, the page's lifetime
  // ends the stored copy.
  await request(`${shop}${PRICED_PRODUCT}`);
  const priced = await request(`${shop}${PRICED_PRODUCT}`);
  ensure(cacheStatus(priced) === "HIT", `the product page was not stored: ${cacheStatus(priced)}`);
  const changedAt = Date.now();
  const newPrice = 987;
  const setPrice = await fetch(`${storeUrl}/__sandbox/variants/${variantId}/price`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ priceMinor: newPrice * 100 }),
  });
  ensure(setPrice.ok, `changing the price in the store answered ${setPrice.status}`);
  const revalidated = await fetch(`${direct}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${revalidateSecret}`, "content-type": "application/json" },
    body: JSON.stringify({ tags: ["product"] }),
  });
  ensure(revalidated.ok, `the revalidation webhook answered ${revalidated.status}`);
  // Fresh for the lifetime, then stale for as long again while it is renewed.
  const bound = 2 * lifetimeSeconds * 1000 + 1500;
  let shown = false;
  while (!shown && Date.now() - changedAt < bound) {
    await sleep(250);
    const page = await request(`${shop}${PRICED_PRODUCT}`);
    shown = new RegExp(`>${newPrice},00[\\s\u00a0]Kč<`).test(page.body);
  }
  const took = ((Date.now() - changedAt) / 1000).toFixed(1);
  ensure(shown, `the new price did not show within ${bound / 1000} s through the cache`);
  say(
    `  ok  a changed price (store, then its webhook) showed through the cache after ${took} s, within 2 × the ${lifetimeSeconds} s lifetime`,
  );
}

export { SharedCacheError };
