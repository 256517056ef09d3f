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

/**
 * Each page type's budget: just above what it weighed when the check came (decision 054),
 * so nothing grows unnoticed while the pages are brought down to the target. The category
 * page's went from 154 to 155 KiB for the frame's calmer welcome offer and age notice
 * (decision 060), then to 156 KiB with the cart's from 149 to 150 KiB for the category
 * video's player and the route manifest every page loads (decision 062). The cart's went
 * to 151 and the magazine article's to 141 KiB for the welcome offer that reaches returning
 * visitors and says its minimum order (decision 065). Decision 066 brought the documents
 * and hydration data of home, category, product, search and cart down to just above their
 * new weight, and gave the pages within a kilobyte of their document budget one more for
 * the selling points that now open every page's footer. Decision 067 lowered those five
 * again: a product box's data holds its picture's address alone. Decision 068 lowered the
 * documents and hydration data of the pages with product boxes once more (a document's
 * boxes are kept as markup) and raised the JavaScript of search, cart and the magazine
 * article by a kilobyte for the kept boxes' islands, which cost those pages more than
 * their data saved; the two checkout steps' documents had long been far below their budgets, which
 * came down to just above them. Decision 069 lowered the JavaScript of the pages whose boxes
 * are kept (the box's code loads with the first list the browser renders) and raised the
 * cart's by three kilobytes, its document by one, and the shipping step's and the branch
 * page's JavaScript by one: the build splits the shared code into more, smaller files.
 * Decision 055's later note raised the login page's JavaScript by one: the pictures'
 * widths of an exact shape cost every page about 0.2 KiB, and only login had no room. The
 * home page's went to 144 at the same time: it weighed 142.6 KiB, but 143.3 on a load whose
 * streamed recommendations arrived after the translations module's address was written (a
 * cold data cache), when the boxes' texts came as two more files. Home now declares those
 * groups (`PRODUCT_BOX_TRANSLATIONS`), so every load gets one module: 142.9 KiB. Decision 070
 * lowered every JavaScript and document budget: the scripts every page loads come in two
 * files instead of some forty, which compress better and need fewer preload links. Decision
 * 071 lowered every document budget: the main menu is marked up once for both screens.
 * Decision 077 lowered every JavaScript budget by two kilobytes, the cart's by one: a page's
 * translations no longer list every group's file, and only the cart's pages get the cart's
 * texts. Decision 084 lowered every JavaScript budget by three or four kilobytes: the
 * notification queue no longer brings jotai to every page. Decision 086 lowered every
 * JavaScript budget again (the search suggestions load when the box is first used) and
 * raised the category page's document from 127 to 128 KiB for the preload links of the
 * helpers the frame no longer carries. Decision 087 lowered the documents of home, category
 * and product by 19, 20 and 39 KiB: the recommended rows below their content load as the
 * shopper scrolls near them.
 */
export const BUDGETS: Record<PageType, Budget> = {
  home: { javascriptKiB: 130, documentKiB: 94, hydrationKiB: 13 },
  category: { javascriptKiB: 139, documentKiB: 108, hydrationKiB: 13 },
  product: { javascriptKiB: 146, documentKiB: 61, hydrationKiB: 10 },
  search: { javascriptKiB: 126, documentKiB: 63, hydrationKiB: 8 },
  cart: { javascriptKiB: 142, documentKiB: 59, hydrationKiB: 10 },
  "checkout: shipping and payment": { javascriptKiB: 134, documentKiB: 39, hydrationKiB: 6 },
  "checkout: delivery details": { javascriptKiB: 135, documentKiB: 47, hydrationKiB: 6 },
  "order finished": { javascriptKiB: 125, documentKiB: 46, hydrationKiB: 10 },
  login: { javascriptKiB: 125, documentKiB: 30, hydrationKiB: 3 },
  registration: { javascriptKiB: 124, documentKiB: 31, hydrationKiB: 3 },
  "account: overview": { javascriptKiB: 119, documentKiB: 33, hydrationKiB: 4 },
  "account: orders": { javascriptKiB: 119, documentKiB: 32, hydrationKiB: 4 },
  "account: personal details": { javascriptKiB: 127, documentKiB: 35, hydrationKiB: 4 },
  "account: addresses": { javascriptKiB: 116, documentKiB: 32, hydrationKiB: 4 },
  "magazine article": { javascriptKiB: 128, documentKiB: 46, hydrationKiB: 7 },
  branch: { javascriptKiB: 123, documentKiB: 46, hydrationKiB: 11 },
};
