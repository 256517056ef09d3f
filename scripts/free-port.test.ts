import { readFileSync } from "node:fs";
import { createServer } from "node:net";

import { expect, test } from "vitest";

import { freePort } from "./free-port.mjs";

test("ports lie below the range of outgoing connections, differ, and can be listened on", async () => {
  const [ephemeralStart] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
    .split(/\s+/)
    .map(Number);
  const ports: Array<number> = [];
  for (let count = 0; count < 20; count += 1) ports.push(await freePort());
  expect(new Set(ports).size).toBe(20);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(ephemeralStart ?? 32_768);
  }
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(ports[0], "127.0.0.1", resolve);
  });
  server.close();
});
