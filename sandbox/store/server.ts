import express, { type Express } from "express";

import type { Db } from "../db/open.ts";
import { type AppOptions, createBaseApp, finishApp } from "../http/app.ts";

import { cartRouter } from "./routes/cart.ts";
import { currenciesRouter } from "./routes/currencies.ts";

export interface StoreOptions extends AppOptions {
  db: Db;
  headerPrefix: string;
  /** The clock carts expire by; tests move it forward. */
  now?: () => number;
}

/** The reference store backend: the REST API under /api/v1. */
export function createStoreApp(options: StoreOptions): Express {
  const { db, headerPrefix, now = Date.now } = options;
  const app = createBaseApp(options);
  const api = express.Router();
  api.use(express.json());
  api.use(currenciesRouter(db));
  api.use(cartRouter({ db, headerPrefix, now }));
  app.use("/api/v1", api);
  return finishApp(app, options);
}
