import type { Express } from "express";

import { contentLocale } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { type AppOptions, createBaseApp, finishApp } from "#sandbox/http/app.ts";
import { readShopContext } from "#sandbox/http/context.ts";

import { GRAPHQL_ENDPOINT, createGraphqlHandler } from "./graphql.ts";
import { catalogStateRouter } from "./routes/catalog-state.ts";
import { categoriesRouter } from "./routes/categories.ts";
import { imagesRouter } from "./routes/images.ts";
import { menusRouter } from "./routes/menus.ts";
import { originalsRouter } from "./routes/originals.ts";
import { productsRouter } from "./routes/products.ts";
import { searchRouter } from "./routes/search.ts";
import { urlRewritesRouter } from "./routes/url-rewrites.ts";
import { cmsTestControlsRouter } from "./test-controls.ts";

export interface CmsOptions extends AppOptions {
  db: Db;
  headerPrefix: string;
}

/** The reference content service: REST reads, GraphQL and the image CDN. */
export function createCmsApp(options: CmsOptions): Express {
  const { db, headerPrefix } = options;
  const app = createBaseApp(options);
  app.use((req, res, next) => {
    // Content is written in Czech, Slovak and German; other locales fall back to Czech.
    res.set("content-language", contentLocale(readShopContext(req, headerPrefix).locale));
    next();
  });
  if (options.testControls) app.use("/__sandbox", cmsTestControlsRouter(db));
  app.use(menusRouter(db, headerPrefix));
  app.use(productsRouter(db, headerPrefix));
  app.use(categoriesRouter(db, headerPrefix));
  app.use(catalogStateRouter(db, headerPrefix));
  app.use(searchRouter(db, headerPrefix));
  app.use(urlRewritesRouter(db));
  app.use(imagesRouter(db));
  app.use(originalsRouter(db));
  app.use(GRAPHQL_ENDPOINT, createGraphqlHandler(db, headerPrefix));
  return finishApp(app, options);
}
