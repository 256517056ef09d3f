import type { AddressInfo } from "node:net";

import { type Db, openDatabase } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { createStoreApp } from "./server.ts";

/**
 * A store of its own over a fresh in-memory database, for tests that change settings or
 * place orders without touching the run's shared sandbox.
 */
export async function startTestStore(): Promise<{ url: string; db: Db; close(): Promise<void> }> {
  const db = openDatabase(":memory:");
  seedDatabase(db);
  const server = createStoreApp({ db, headerPrefix: "x-shop-" }).listen(0, "127.0.0.1");
  await new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** Registers a customer through the API and answers the Authorization header of the login. */
export async function customerAuth(storeUrl: string, email: string): Promise<string> {
  const password = "Heslo123!";
  const response = await fetch(`${storeUrl}/api/v1/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      firstName: "Eva",
      lastName: "Malá",
    }),
  });
  if (response.status !== 201) throw new Error(`Registration answered ${response.status}`);
  const { data } = (await response.json()) as { data: { access_token: string } };
  return `Bearer ${data.access_token}`;
}
