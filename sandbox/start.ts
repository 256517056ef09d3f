import type { Server } from "node:http";

import type { Express } from "express";

import { createCmsApp } from "./cms/server.ts";
import { openDatabase } from "./db/open.ts";
import { seedDatabase } from "./seed/seed.ts";
import { createStoreApp } from "./store/server.ts";

export interface SandboxOptions {
  /** SQLite file shared by both servers; ":memory:" keeps everything in the process. */
  dbPath: string;
  /** 0 picks a free port. */
  cmsPort?: number;
  storePort?: number;
  host?: string;
  /** Throw away the database and seed it again. */
  fresh?: boolean;
  /** Added to every answer; defaults to SANDBOX_LATENCY_MS. */
  latencyMs?: number;
  /** Prefix of the shop headers; defaults to SANDBOX_HEADER_PREFIX, then "x-shop-". */
  headerPrefix?: string;
  /** Mounts the fault and test-control endpoints; defaults to SANDBOX_TEST_CONTROLS=1. */
  testControls?: boolean;
  /** Where the fake payment gateway returns to; defaults to SANDBOX_STOREFRONT_URL. */
  storefrontUrl?: string;
  /** Receives errors the servers answer with 500. */
  onError?: (error: unknown) => void;
}

export interface Sandbox {
  cmsUrl: string;
  storeUrl: string;
  close(): Promise<void>;
}

/** Opens (and if empty, seeds) the database and starts the CMS and the store on it. */
export async function startSandbox({
  dbPath,
  cmsPort = 0,
  storePort = 0,
  host = "127.0.0.1",
  fresh = false,
  latencyMs = Number(process.env.SANDBOX_LATENCY_MS ?? 0) || 0,
  headerPrefix = process.env.SANDBOX_HEADER_PREFIX ?? "x-shop-",
  testControls = process.env.SANDBOX_TEST_CONTROLS === "1",
  storefrontUrl = process.env.SANDBOX_STOREFRONT_URL ?? "http://localhost:3000",
  onError,
}: SandboxOptions): Promise<Sandbox> {
  const db = openDatabase(dbPath, { fresh });
  seedDatabase(db);
  const appOptions = { db, headerPrefix, latencyMs, testControls, storefrontUrl, onError };
  const servers: Array<Server> = [];
  const close = async (): Promise<void> => {
    await Promise.all(servers.map(closeServer));
    db.close();
  };
  try {
    const cms = await listen(createCmsApp(appOptions), cmsPort, host);
    servers.push(cms);
    const store = await listen(createStoreApp(appOptions), storePort, host);
    servers.push(store);
    return { cmsUrl: urlOf(cms, host), storeUrl: urlOf(store, host), close };
  } catch (error) {
    await close();
    throw error;
  }
}

function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once("listening", () => resolve(server));
    server.once("error", reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets and requests held by a "timeout" fault would otherwise block close.
    server.closeAllConnections();
  });
}

function urlOf(server: Server, host: string): string {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}
