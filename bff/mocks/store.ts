import { http, HttpResponse } from "msw";

import { CZK, EMPTY_CART, EUR } from "./fixtures.ts";
import { storeUrl } from "./urls.ts";

/** The store as loader tests see it; override single handlers with `server.use`. */
export const storeHandlers = [
  http.get(storeUrl("/api/v1/currencies"), () => HttpResponse.json({ data: [CZK, EUR] })),
  http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: EMPTY_CART })),
];
