import { defineLocalisedRoutes } from "./app/route-paths.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  // "#app/*", "#bff/*" and "#server/*" are package.json import aliases of our own source:
  // bundle them.
  serverDependenciesToBundle: [/^remix-i18next/, /^#(app|bff|server)\//],
  // cs comes from the flat route files; sk and de from the one path table, under /sk and /de
  // and, for a language served on its own host, without the prefix.
  routes: async (defineRoutes) => defineRoutes(defineLocalisedRoutes),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
