import { http, HttpResponse } from "msw";
import * as z from "zod";

import { CART_WITH_OIL, CZK, EMPTY_CART, EUR } from "./fixtures.ts";
import { claimOrderFixture } from "./store-claims.ts";
import {
  STORE_ACCESS_TOKEN,
  STORE_ACTIVATION,
  STORE_BRANCH,
  STORE_COMMENTS,
  STORE_COMPANY,
  STORE_COUNTRIES,
  STORE_CREDITS,
  STORE_DELIVERY_TIMES,
  STORE_GLOBALS,
  STORE_NEWSLETTER,
  STORE_OIL_LINE,
  STORE_ORDER,
  STORE_ORDER_GIFTS,
  STORE_ORDER_STATUS,
  STORE_PAYMENTS,
  STORE_PRODUCT,
  STORE_REVIEW,
  STORE_SHIPPERS,
  STORE_USER,
  STORE_USER_ADDRESS,
  STORE_WATCHES,
  STORE_WISH_LIST,
} from "./store-fixtures.ts";
import { storeUrl } from "./urls.ts";

const WatcherBodySchema = z.object({ email: z.string().min(1) });
const noContent = () => new HttpResponse(null, { status: 204 });
const api = (path: string) => storeUrl(`/api/v1${path}`);

/**
 * The store as loader tests see it: one handler per endpoint the clients in bff/store call,
 * answering the fixtures of store-fixtures.ts. The cart is empty until a test adds to it;
 * override single handlers with `server.use`.
 */
const CLAIM_ORDER = claimOrderFixture("2026-11-21", "2026-12-21");

export const storeHandlers = [
  // Claims: any code is a delivered order the caller may claim; claimHandlers checks more.
  http.get(api("/user/claims/orders"), () => HttpResponse.json({ data: [CLAIM_ORDER] })),
  http.get(api("/claims/orders/:code"), ({ params }) =>
    HttpResponse.json({ data: { ...CLAIM_ORDER, code: String(params.code) } }),
  ),
  http.post(api("/claims"), () =>
    HttpResponse.json(
      {
        data: {
          number: "RK-2026-000001",
          kind: "complaint",
          orderCode: CLAIM_ORDER.code,
          email: "jana.novakova@example.cz",
          createdAt: "2026-11-26T10:00:00.000Z",
        },
      },
      { status: 201 },
    ),
  ),
  http.post(api("/contact-form"), () =>
    HttpResponse.json({ data: { id: 1, createdAt: "2026-11-26T10:00:00.000Z" } }, { status: 201 }),
  ),
  http.get(api("/currencies"), () => HttpResponse.json({ data: [CZK, EUR] })),
  http.get(api("/globals"), () => HttpResponse.json(STORE_GLOBALS)),
  http.get(api("/countries"), () => HttpResponse.json(STORE_COUNTRIES)),

  http.get(api("/cart"), () => HttpResponse.json({ data: EMPTY_CART })),
  http.get(api("/cart/orders/idempotency-key/:key"), () =>
    HttpResponse.json({ errors: [{ title: "Objednávka nebyla nalezena" }] }, { status: 404 }),
  ),
  http.post(api("/cart/items/batch"), () =>
    HttpResponse.json({
      data: { cart: CART_WITH_OIL, importIncomplete: 0 },
      errors: [],
      meta: { custom: "cart-token-1" },
    }),
  ),
  http.post(api("/cart/items"), () =>
    HttpResponse.json({
      data: { cart: CART_WITH_OIL, addedItem: STORE_OIL_LINE, changedAmount: 2 },
      meta: { custom: "cart-token-1" },
    }),
  ),
  http.patch(api("/cart/items/:id"), () =>
    HttpResponse.json({
      data: { cart: CART_WITH_OIL, updatedItem: STORE_OIL_LINE, changedAmount: 0 },
    }),
  ),
  http.delete(api("/cart/items/:id"), noContent),
  http.delete(api("/cart/items"), () => HttpResponse.json({ data: { cart: EMPTY_CART } })),
  http.post(api("/cart/coupon"), () =>
    HttpResponse.json({ data: { cart: { ...CART_WITH_OIL, couponCode: "SLEVA10" } } }),
  ),
  http.delete(api("/cart/coupon"), () => HttpResponse.json({ data: { cart: CART_WITH_OIL } })),
  http.post(api("/cart/credits"), () =>
    HttpResponse.json({ data: { cart: { ...CART_WITH_OIL, credits: 100 } } }),
  ),
  http.post(api("/cart/validate"), () => HttpResponse.json({ data: { cart: CART_WITH_OIL } })),
  http.post(api("/cart/place"), () => HttpResponse.json({ data: STORE_ORDER }, { status: 201 })),
  http.get(api("/cart/shippers"), () => HttpResponse.json({ data: STORE_SHIPPERS })),
  http.get(api("/cart/payments"), () => HttpResponse.json({ data: STORE_PAYMENTS })),
  http.get(api("/order-gifts"), () => HttpResponse.json(STORE_ORDER_GIFTS)),

  http.get(api("/shippers"), () => HttpResponse.json({ data: STORE_SHIPPERS })),
  http.get(api("/shippers/:shipperId/branches/remoteId/:remoteId"), () =>
    HttpResponse.json({ data: STORE_BRANCH }),
  ),
  http.get(api("/branches"), () =>
    HttpResponse.json({
      data: [STORE_BRANCH],
      meta: { pagination: { total: 1, page: 1, perPage: 20, lastPage: 1 } },
    }),
  ),
  http.get(api("/delivery-times"), () => HttpResponse.json(STORE_DELIVERY_TIMES)),

  http.get(api("/orders/token/:token"), () => HttpResponse.json({ data: STORE_ORDER })),
  http.get(api("/orders/code/:code"), () => HttpResponse.json(STORE_ORDER_STATUS)),
  http.get(api("/user/orders/code/:code"), () => HttpResponse.json({ data: STORE_ORDER })),
  http.get(api("/user/orders/:id"), () => HttpResponse.json({ data: STORE_ORDER })),
  http.get(api("/user/orders"), () =>
    HttpResponse.json({
      data: [STORE_ORDER],
      meta: { pagination: { total: 1, page: 1, perPage: 10, lastPage: 1 } },
    }),
  ),

  http.post(storeUrl("/api/oauth/login"), () => HttpResponse.json(STORE_ACCESS_TOKEN)),
  http.post(storeUrl("/api/oauth/logout"), noContent),
  http.post(api("/register"), () =>
    HttpResponse.json(
      { data: { user: STORE_USER, access_token: STORE_ACCESS_TOKEN.data.access_token } },
      { status: 201 },
    ),
  ),
  http.post(api("/forgot-password"), noContent),
  http.post(api("/reset-password"), noContent),
  http.post(api("/activate"), () => HttpResponse.json(STORE_ACTIVATION)),
  http.get(api("/user/credits/amount"), () => HttpResponse.json(STORE_CREDITS)),
  http.patch(api("/user/password"), noContent),
  http.get(api("/user"), () => HttpResponse.json({ data: STORE_USER })),
  http.patch(api("/user"), () => HttpResponse.json({ data: STORE_USER })),
  // An empty address book unless a test gives the customer addresses.
  http.get(api("/user/addresses"), () => HttpResponse.json({ data: [] })),
  http.post(api("/user/addresses"), () =>
    HttpResponse.json({ data: STORE_USER_ADDRESS }, { status: 201 }),
  ),
  http.patch(api("/user/addresses/:id"), () => HttpResponse.json({ data: STORE_USER_ADDRESS })),
  http.delete(api("/user/addresses/:id"), noContent),
  http.get(api("/user/shopping-lists"), () => HttpResponse.json({ data: [] })),
  http.post(api("/user/shopping-lists"), () => HttpResponse.json(STORE_WISH_LIST, { status: 201 })),
  http.get(api("/user/shopping-lists/code/:code"), () => HttpResponse.json(STORE_WISH_LIST)),
  http.get(api("/user/shopping-lists/:id"), () => HttpResponse.json(STORE_WISH_LIST)),
  http.patch(api("/user/shopping-lists/:id"), () => HttpResponse.json(STORE_WISH_LIST)),
  http.delete(api("/user/shopping-lists/:id"), noContent),
  http.post(api("/user/shopping-lists/code/:code/items"), () =>
    HttpResponse.json(STORE_WISH_LIST, { status: 201 }),
  ),
  http.post(api("/user/shopping-lists/:id/items"), () =>
    HttpResponse.json(STORE_WISH_LIST, { status: 201 }),
  ),
  http.patch(api("/user/shopping-lists/:id/items/:itemId"), () =>
    HttpResponse.json(STORE_WISH_LIST),
  ),
  http.delete(api("/user/shopping-lists/:id/items/:itemId"), noContent),
  http.get(api("/user/watchers"), () => HttpResponse.json(STORE_WATCHES)),
  http.delete(api("/user/watchers/:id"), noContent),
  http.get(api("/ares/ico"), () => HttpResponse.json(STORE_COMPANY)),
  http.post(api("/newsletter/subscribe"), () =>
    HttpResponse.json(STORE_NEWSLETTER, { status: 201 }),
  ),

  http.get(api("/products/:id/reviews"), () =>
    HttpResponse.json({
      data: [STORE_REVIEW],
      meta: {
        pagination: { total: 1, page: 1, perPage: 5, lastPage: 1 },
        averageRating: STORE_REVIEW.rating,
      },
    }),
  ),
  http.post(api("/products/:id/reviews"), () =>
    HttpResponse.json({ data: STORE_REVIEW }, { status: 201 }),
  ),
  http.get(api("/products/:id/comments"), () => HttpResponse.json(STORE_COMMENTS)),
  http.post(api("/products/:variantId/watchers"), async ({ params, request }) => {
    const body = WatcherBodySchema.safeParse(await request.json());
    if (!body.success) {
      return HttpResponse.json(
        { statusCode: 422, errors: [{ field: "email", title: "E-mail není ve správném formátu" }] },
        { status: 422 },
      );
    }
    return HttpResponse.json(
      { data: { variantId: Number(params.variantId), email: body.data.email } },
      { status: 201 },
    );
  }),
  http.get(api("/products/:id"), () => HttpResponse.json(STORE_PRODUCT)),
];

/** The store's globals with shopping switched off and `text` as what shoppers are told. */
export function shoppingDisabled(text: string) {
  return http.get(api("/globals"), () =>
    HttpResponse.json({
      data: {
        ...STORE_GLOBALS.data,
        settings: {
          ...STORE_GLOBALS.data.settings,
          shopping_disabled: true,
          shopping_disabled_text: text,
        },
      },
    }),
  );
}
