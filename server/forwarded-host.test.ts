import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";

import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";

import { dropUntrustedForwardedHost } from "./forwarded-host.js";

/**
 * A build of one route whose loader answers with the public origin of its request, asked
 * for as data (`?_data=root`), so no document is rendered.
 */
const BUILD: ServerBuild = {
  mode: "production",
  entry: { module: { default: () => new Response("no documents here", { status: 500 }) } },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        default: () => null,
        loader: ({ request }) => new Response(publicOrigin(request)),
      },
    },
  },
  assets: {
    entry: { module: "", imports: [] },
    routes: {},
    url: "",
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: {
    v3_fetcherPersist: false,
    v3_relativeSplatPath: false,
    v3_throwAbortReason: false,
    v3_singleFetch: false,
    v3_lazyRouteDiscovery: false,
  },
  isSpaMode: false,
};

/** The storefront's host handling as server.mjs sets it up, on a free port. */
function startServer(trustProxy: boolean) {
  const app = express();
  app.set("trust proxy", trustProxy);
  if (!trustProxy) app.use(dropUntrustedForwardedHost);
  app.all("*", createRequestHandler({ build: BUILD, mode: "production" }));
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/?_data=root`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const DOMAINS = { cs: "https://shop.cz", sk: "https://shop.sk" };

describe.each([false, true])("the Remix request's host (TRUST_PROXY=%s)", (trustProxy) => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer(trustProxy);
  });
  afterAll(() => server.close());
  afterEach(() => setLocaleOrigins({}));

  /** The origin the app answers with for exactly these request headers (fetch sets Host). */
  function originFor(headers: Record<string, string>) {
    return new Promise<string>((resolve, reject) => {
      const sent = httpRequest(server.url, { headers, setHost: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      });
      sent.on("error", reject);
      sent.end();
    });
  }

  test("a language's own host gets its configured origin, https included", async () => {
    setLocaleOrigins(DOMAINS);
    expect(await originFor({ Host: "shop.sk" })).toBe("https://shop.sk");
  });

  test("a foreign host or an empty one gets the default origin", async () => {
    setLocaleOrigins(DOMAINS);
    expect(await originFor({ Host: "evil.example" })).toBe("https://shop.cz");
    expect(await originFor({ Host: "" })).toBe("https://shop.cz");
  });

  test("a spoofed X-Forwarded-Host counts only behind a trusted proxy", async () => {
    setLocaleOrigins(DOMAINS);
    const origin = await originFor({ Host: "shop.sk", "X-Forwarded-Host": "evil.example:8443" });
    // Trusted, the proxy's header is the host, and a foreign one gets the default origin.
    expect(origin).toBe(trustProxy ? "https://shop.cz" : "https://shop.sk");
    expect(await originFor({ Host: "evil.example", "X-Forwarded-Host": "shop.sk" })).toBe(
      trustProxy ? "https://shop.sk" : "https://shop.cz",
    );
  });
});
