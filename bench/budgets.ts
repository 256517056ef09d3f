/**
 * What each page type may weigh: the one place budgets live. `npm test` loads every page
 * type of the production build in Chromium (`e2e/page-budgets.with-javascript.spec.ts`)
 * and fails when one passes a figure here; `npm run bench` reports the same figures.
 * Raising a budget is a decision, recorded in docs/decisions/ (054 for these).
 *
 * - javascriptKiB: gzip of every script the page loads until the network is idle (its
 *   modules, chunks and translations) and of its inline scripts (the hydration data).
 * - documentKiB: the HTML as sent, uncompressed.
 * - hydrationKiB: the loader data serialised into the HTML for hydration, uncompressed.
 */
export type Budget = { javascriptKiB: number; documentKiB: number; hydrationKiB: number };

/** The design's targets (DESIGN.md, Performance): every page type is to get there. */
export const TARGET: Budget = { javascriptKiB: 110, documentKiB: 64, hydrationKiB: 16 };

export const PAGE_TYPES = [
  "home",
  "category",
  "product",
  "search",
  "cart",
  "checkout: shipping and payment",
  "checkout: delivery details",
  "order finished",
  "login",
  "registration",
  "account: overview",
  "account: orders",
  "account: personal details",
  "account: addresses",
  "magazine article",
  "branch",
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

export const BUDGETS: Record<PageType, Budget> = {
  home: { javascriptKiB: 150, documentKiB: 150, hydrationKiB: 48 },
  category: { javascriptKiB: 150, documentKiB: 150, hydrationKiB: 48 },
  product: { javascriptKiB: 260, documentKiB: 90, hydrationKiB: 26 },
  search: { javascriptKiB: 150, documentKiB: 100, hydrationKiB: 32 },
  cart: { javascriptKiB: 150, documentKiB: 100, hydrationKiB: 32 },
  "checkout: shipping and payment": { javascriptKiB: 150, documentKiB: 100, hydrationKiB: 32 },
  "checkout: delivery details": { javascriptKiB: 260, documentKiB: 100, hydrationKiB: 32 },
  "order finished": { javascriptKiB: 150, documentKiB: 100, hydrationKiB: 32 },
  login: { javascriptKiB: 260, documentKiB: 100, hydrationKiB: 32 },
  registration: { javascriptKiB: 260, documentKiB: 100, hydrationKiB: 32 },
  "account: overview": { javascriptKiB: 260, documentKiB: 100, hydrationKiB: 32 },
  "account: orders": { javascriptKiB: 260, documentKiB: 100, hydrationKiB: 32 },
  "account: personal details": { javascriptKiB: 260, documentKiB: 100, hydrationKiB: 32 },
  "account: addresses": { javascriptKiB: 260, documentKiB: 100, hydrationKiB: 32 },
  "magazine article": { javascriptKiB: 150, documentKiB: 100, hydrationKiB: 32 },
  branch: { javascriptKiB: 150, documentKiB: 100, hydrationKiB: 32 },
};
