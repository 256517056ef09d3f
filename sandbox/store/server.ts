import express, { type Express } from "express";

import { addressValidationRouter } from "#sandbox/address-validation.ts";
import type { Db } from "#sandbox/db/open.ts";
import { gatewayRouter } from "#sandbox/gateway.ts";
import { type AppOptions, createBaseApp, finishApp } from "#sandbox/http/app.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { outboxRouter } from "#sandbox/outbox.ts";
import {
  recommenderRequestLog,
  recommenderRequestsRouter,
  recommenderRouter,
} from "#sandbox/recommender.ts";
import { storeTestControlsRouter } from "#sandbox/test-controls.ts";
import { browserScriptsRouter } from "#sandbox/third-parties/browser-scripts.ts";
import { marketingAutomationRouter } from "#sandbox/third-parties/marketing-automation.ts";
import { receivedCalls, receivedCallsRouter } from "#sandbox/third-parties/received-calls.ts";
import { shopCertificationRouter } from "#sandbox/third-parties/shop-certification.ts";

import { accountsRouter, oauthRouter } from "./routes/accounts.ts";
import { addressesRouter } from "./routes/addresses.ts";
import { cartRouter } from "./routes/cart.ts";
import { checkoutRouter } from "./routes/checkout.ts";
import { claimsRouter } from "./routes/claims.ts";
import { contactFormRouter } from "./routes/contact-form.ts";
import { currenciesRouter } from "./routes/currencies.ts";
import { customersRouter } from "./routes/customers.ts";
import { orderExportsRouter } from "./routes/order-exports.ts";
import { ordersRouter } from "./routes/orders.ts";
import { productsRouter } from "./routes/products.ts";
import { settingsRouter } from "./routes/settings.ts";
import { shippingRouter } from "./routes/shipping.ts";
import { shoppingListsRouter } from "./routes/shopping-lists.ts";
import { watchersRouter } from "./routes/watchers.ts";

export interface StoreOptions extends AppOptions {
  db: Db;
  headerPrefix: string;
  /** The clock carts expire by; tests move it forward. */
  now?: () => number;
  /** Where the fake payment gateway sends the shopper back to. */
  storefrontUrl?: string;
}

/**
 * The reference store backend: the REST API under /api/v1, its fakes (outbox, payment
 * gateway, recommender, address validation) and test controls. The fakes sit behind the
 * app's fault middleware like the API, so tests can slow them down or fail them.
 */
export function createStoreApp(options: StoreOptions): Express {
  const { db, headerPrefix, now = Date.now, storefrontUrl = "http://localhost:3000" } = options;
  // A real store answers its refusals in the language the storefront asks in.
  const app = createBaseApp({
    ...options,
    errorLocale: (req) => readShopContext(req, headerPrefix).locale,
  });
  const recommendations = recommenderRequestLog();
  const thirdParties = receivedCalls(now);
  if (options.testControls) {
    app.use("/__sandbox", storeTestControlsRouter({ db, now, storefrontUrl }));
    app.use("/__sandbox/recommender", recommenderRequestsRouter(recommendations));
    app.use("/__sandbox/third-parties", receivedCallsRouter(thirdParties));
  }
  app.use("/__sandbox/outbox", outboxRouter(db));
  app.use("/gateway", gatewayRouter({ db, storefrontUrl }));
  app.use("/recommender", recommenderRouter(db, recommendations, headerPrefix));
  app.use("/address-validation", addressValidationRouter());
  app.use("/marketing-automation", marketingAutomationRouter(thirdParties));
  app.use("/shop-certification", shopCertificationRouter(thirdParties));
  app.use("/third-party", browserScriptsRouter(thirdParties));
  // Before any JSON parser of /api: a claim's photos are far past their default limit.
  app.use("/api/v1", claimsRouter({ db, now }));
  const oauth = express.Router();
  oauth.use(express.json());
  oauth.use(oauthRouter({ db, now }));
  app.use("/api", oauth);
  const api = express.Router();
  api.use(express.json());
  api.use(currenciesRouter(db));
  api.use(settingsRouter({ db, headerPrefix, now }));
  api.use(shippingRouter({ db, headerPrefix, now }));
  api.use(checkoutRouter({ db, headerPrefix, now, storefrontUrl }));
  api.use(cartRouter({ db, headerPrefix, now }));
  api.use(accountsRouter({ db, now }));
  api.use(addressesRouter({ db, now }));
  api.use(ordersRouter({ db, now }));
  api.use(orderExportsRouter({ db, now }));
  api.use(customersRouter({ db, now }));
  api.use(shoppingListsRouter({ db, now }));
  api.use(productsRouter({ db, headerPrefix, now }));
  api.use(watchersRouter({ db, now }));
  api.use(contactFormRouter({ db, headerPrefix, now }));
  app.use("/api/v1", api);
  return finishApp(app, options);
}
