import { readFileSync, readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";
import type * as z from "zod";

import { AddressListSchema, AddressResponseSchema } from "#bff/store/addresses.ts";
import {
  ClaimOrderListSchema,
  ClaimOrderResponseSchema,
  ClaimResponseSchema,
} from "#bff/store/claims.ts";
import { ContactFormAnswerSchema } from "#bff/store/contact-form.ts";
import {
  AccessTokenSchema,
  ActivateResponseSchema,
  AddCartItemResponseSchema,
  AresCompanySchema,
  BatchAddResponseSchema,
  BranchListSchema,
  BranchResponseSchema,
  CartChangeResponseSchema,
  CartResponseSchema,
  CommentListSchema,
  CountryListSchema,
  CreditsAmountSchema,
  CurrencyListSchema,
  DeliveryTimeListSchema,
  GlobalsSchema,
  NewsletterSubscribeSchema,
  OrderGiftListSchema,
  OrderListSchema,
  OrderResponseSchema,
  OrderStatusSchema,
  PaymentListSchema,
  ProductDetailSchema,
  RegisterResponseSchema,
  ReviewListSchema,
  ReviewResponseSchema,
  ShipperListSchema,
  UpdateCartItemResponseSchema,
  UserResponseSchema,
  WatcherResponseSchema,
} from "#bff/store/schemas.ts";
import {
  ShoppingListResponseSchema,
  ShoppingListsResponseSchema,
} from "#bff/store/shopping-lists.ts";
import { WatchListSchema } from "#bff/store/watches.ts";

import { setUpMockUpstreams, storeUrl } from "./server.ts";

/** Every store endpoint the clients in bff/store call has a handler whose answer fits. */

setUpMockUpstreams();

/** Method, path (`:name` for a path parameter) and the schema its client parses with. */
const ENDPOINTS: Array<[string, string, z.ZodType]> = [
  ["GET", "/api/v1/currencies", CurrencyListSchema],
  ["GET", "/api/v1/globals", GlobalsSchema],
  ["GET", "/api/v1/countries", CountryListSchema],
  ["GET", "/api/v1/cart", CartResponseSchema],
  ["POST", "/api/v1/cart/items", AddCartItemResponseSchema],
  ["PATCH", "/api/v1/cart/items/:id", UpdateCartItemResponseSchema],
  ["DELETE", "/api/v1/cart/items", CartChangeResponseSchema],
  ["POST", "/api/v1/cart/items/batch", BatchAddResponseSchema],
  ["POST", "/api/v1/cart/coupon", CartChangeResponseSchema],
  ["DELETE", "/api/v1/cart/coupon", CartChangeResponseSchema],
  ["POST", "/api/v1/cart/credits", CartChangeResponseSchema],
  ["POST", "/api/v1/cart/validate", CartChangeResponseSchema],
  ["POST", "/api/v1/cart/place", OrderResponseSchema],
  ["GET", "/api/v1/cart/shippers", ShipperListSchema],
  ["GET", "/api/v1/cart/payments", PaymentListSchema],
  ["GET", "/api/v1/order-gifts", OrderGiftListSchema],
  ["GET", "/api/v1/shippers", ShipperListSchema],
  ["GET", "/api/v1/branches", BranchListSchema],
  ["GET", "/api/v1/shippers/:shipperId/branches/remoteId/:remoteId", BranchResponseSchema],
  ["GET", "/api/v1/delivery-times", DeliveryTimeListSchema],
  ["GET", "/api/v1/orders/token/:token", OrderResponseSchema],
  ["GET", "/api/v1/orders/code/:code", OrderStatusSchema],
  ["GET", "/api/v1/user/orders", OrderListSchema],
  ["GET", "/api/v1/user/orders/code/:code", OrderResponseSchema],
  ["GET", "/api/v1/user/orders/:id", OrderResponseSchema],
  ["POST", "/api/oauth/login", AccessTokenSchema],
  ["POST", "/api/v1/register", RegisterResponseSchema],
  ["POST", "/api/v1/activate", ActivateResponseSchema],
  ["GET", "/api/v1/user", UserResponseSchema],
  ["PATCH", "/api/v1/user", UserResponseSchema],
  ["GET", "/api/v1/user/credits/amount", CreditsAmountSchema],
  ["GET", "/api/v1/ares/ico", AresCompanySchema],
  ["GET", "/api/v1/user/addresses", AddressListSchema],
  ["POST", "/api/v1/user/addresses", AddressResponseSchema],
  ["PATCH", "/api/v1/user/addresses/:id", AddressResponseSchema],
  ["POST", "/api/v1/newsletter/subscribe", NewsletterSubscribeSchema],
  ["GET", "/api/v1/products/:id", ProductDetailSchema],
  ["GET", "/api/v1/products/:id/reviews", ReviewListSchema],
  ["POST", "/api/v1/products/:id/reviews", ReviewResponseSchema],
  ["GET", "/api/v1/products/:id/comments", CommentListSchema],
  ["POST", "/api/v1/products/:variantId/watchers", WatcherResponseSchema],
  ["GET", "/api/v1/user/shopping-lists", ShoppingListsResponseSchema],
  ["POST", "/api/v1/user/shopping-lists", ShoppingListResponseSchema],
  ["GET", "/api/v1/user/shopping-lists/:id", ShoppingListResponseSchema],
  ["PATCH", "/api/v1/user/shopping-lists/:id", ShoppingListResponseSchema],
  ["POST", "/api/v1/user/shopping-lists/:id/items", ShoppingListResponseSchema],
  ["PATCH", "/api/v1/user/shopping-lists/:id/items/:itemId", ShoppingListResponseSchema],
  ["GET", "/api/v1/user/watchers", WatchListSchema],
  ["GET", "/api/v1/user/claims/orders", ClaimOrderListSchema],
  ["GET", "/api/v1/claims/orders/:code", ClaimOrderResponseSchema],
  ["POST", "/api/v1/claims", ClaimResponseSchema],
  ["POST", "/api/v1/contact-form", ContactFormAnswerSchema],
];

/** Endpoints that answer 204 without a body. */
const NO_CONTENT: Array<[string, string]> = [
  ["DELETE", "/api/v1/cart/items/:id"],
  ["POST", "/api/oauth/logout"],
  ["POST", "/api/v1/forgot-password"],
  ["POST", "/api/v1/reset-password"],
  ["PATCH", "/api/v1/user/password"],
  ["DELETE", "/api/v1/user/addresses/:id"],
  ["DELETE", "/api/v1/user/shopping-lists/:id"],
  ["DELETE", "/api/v1/user/shopping-lists/:id/items/:itemId"],
  ["DELETE", "/api/v1/user/watchers/:id"],
];

/** Look-ups that find nothing until a test says otherwise (404, as the store answers). */
const NOT_FOUND: Array<[string, string]> = [["GET", "/api/v1/cart/orders/idempotency-key/:key"]];

const key = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, ":param")}`;

/** The calls written in the store clients: their path and, when not GET, their method. */
function clientCalls(): Array<string> {
  const dir = new URL("../store/", import.meta.url);
  const sources = readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => readFileSync(new URL(name, dir), "utf8"));
  const calls = sources.flatMap((source) =>
    [...source.matchAll(/path:\s*(`[^`]+`|"[^"]+"),\s*(?:method:\s*"(\w+)")?/g)].map((match) =>
      key(match[2] ?? "GET", (match[1] ?? "").slice(1, -1).replace(/\$\{[^}]+\}/g, ":param")),
    ),
  );
  return [...new Set(calls)].sort();
}

function call(method: string, path: string): Promise<Response> {
  return fetch(storeUrl(path.replace(/:\w+/g, "1")), {
    method,
    headers: { "content-type": "application/json" },
    body: method === "GET" ? undefined : JSON.stringify({ email: "jana.novakova@example.cz" }),
  });
}

describe("store msw handlers", () => {
  it("cover exactly the endpoints the store clients call", () => {
    const handled = [...ENDPOINTS, ...NO_CONTENT, ...NOT_FOUND]
      .map(([method, path]) => key(method, path))
      .sort();
    expect(clientCalls().length).toBeGreaterThan(40);
    expect(handled).toEqual(clientCalls());
  });

  it.each(ENDPOINTS)("%s %s answers a fixture its schema parses", async (method, path, schema) => {
    const response = await call(method, path);
    expect(response.ok).toBe(true);
    const parsed = schema.safeParse(await response.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(NO_CONTENT)("%s %s answers 204", async (method, path) => {
    expect((await call(method, path)).status).toBe(204);
  });
});
