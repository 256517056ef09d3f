import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "./db/open.ts";
import { startSandbox } from "./start.ts";

const dir = mkdtempSync(join(tmpdir(), "sandbox-start-"));
const dbPath = join(dir, "sandbox.db");

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function addToCart(storeUrl: string): Promise<string> {
  const response = await fetch(`${storeUrl}/api/v1/cart/items`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: 10121, type: "product", amount: 1 }),
  });
  const body = (await response.json()) as { meta: { custom: string } };
  return body.meta.custom;
}

async function cartStatus(storeUrl: string, token: string): Promise<number> {
  const response = await fetch(`${storeUrl}/api/v1/cart`, {
    headers: { "x-shop-cart-token": token },
  });
  return response.status;
}

describe("startSandbox", () => {
  it("keeps the data of a seeded database and starts over when fresh", async () => {
    const first = await startSandbox({ dbPath, fresh: true });
    const token = await addToCart(first.storeUrl);
    await first.close();

    const reopened = await startSandbox({ dbPath });
    expect(await cartStatus(reopened.storeUrl, token)).toBe(200);
    await reopened.close();

    const fresh = await startSandbox({ dbPath, fresh: true });
    expect(await cartStatus(fresh.storeUrl, token)).toBe(404);
    await fresh.close();
  });

  it("rebuilds a database made from an older schema", async () => {
    const db = openDatabase(dbPath, { fresh: true });
    db.prepare("UPDATE sandbox_meta SET value = 'older' WHERE key = 'schema_hash'").run();
    db.exec("CREATE TABLE leftover (id INTEGER)");
    db.close();

    const rebuilt = openDatabase(dbPath);
    const tables = rebuilt.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck();
    expect(tables.all()).not.toContain("leftover");
    rebuilt.close();
  });

  it("applies the configured header prefix and latency", async () => {
    const sandbox = await startSandbox({
      dbPath: ":memory:",
      headerPrefix: "x-test-",
      latencyMs: 60,
    });
    const started = performance.now();
    const response = await fetch(`${sandbox.cmsUrl}/catalog/product?ids=1003`, {
      headers: { "x-test-currency": "EUR" },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    const body = (await response.json()) as {
      entities: Array<{ variants: Array<{ prices: { currencyCode: string } }> }>;
    };
    expect(body.entities[0]?.variants[0]?.prices.currencyCode).toBe("EUR");
    await sandbox.close();
  });
});
