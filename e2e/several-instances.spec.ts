import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect, createServer } from "node:net";

import type { APIRequestContext } from "@playwright/test";

import { courierAnd, fillDetails, ordersMailedTo, toMethodsStep } from "./checkout-steps.ts";
import { CMS_URL, STORE_URL, expect, test } from "./fixtures.ts";
import { registeredCustomer, uniqueEmail } from "./store-api.ts";

/*
 * Two storefront instances behind no balancer, sharing one Redis as several containers
 * would: the limits and the one-order guard must hold across them (decision 047). Raw HTTP
 * for the attempts, so the spec runs once, with JavaScript (playwright.config.ts).
 */

const INSTANCES = ["http://127.0.0.1:3110", "http://127.0.0.1:3111"] as const;
const [FIRST, SECOND] = INSTANCES;

const children: Array<ChildProcess> = [];

function isFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The first port of 6390-6399 nothing listens on. */
async function freeRedisPort(): Promise<number> {
  for (let port = 6390; port <= 6399; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error("no free port in 6390-6399 for redis-server");
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Resolves once the redis-server on `port` answers PING. */
async function waitForRedis(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited ${child.exitCode}`);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
      socket.once("data", (data) => {
        resolve(data.toString());
        socket.destroy();
      });
      socket.once("error", () => resolve(""));
    });
    if (answer.startsWith("+PONG")) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("redis-server did not answer");
}

function start(command: string, args: Array<string>, env: Record<string, string> = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  children.push(child);
  return child;
}

// One Redis and two instances for the whole file: its tests run in one worker, in order.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: FIRST });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // Another process answering there would pass for an instance: stop at once instead.
  for (const origin of INSTANCES) {
    const { port } = new URL(origin);
    if (!(await isFree(Number(port)))) throw new Error(`port ${port} is taken`);
  }
  const redisPort = await freeRedisPort();
  const redis = start("redis-server", [
    "--port",
    String(redisPort),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
  ]);
  await waitForRedis(redisPort, redis);
  const sessionSecret = randomBytes(32).toString("hex");
  await Promise.all(
    INSTANCES.map((origin) => {
      const shop = start(process.execPath, ["server.mjs"], {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: new URL(origin).port,
        SHOP_ORIGIN: origin,
        CMS_URL,
        STORE_URL,
        SESSION_SECRET: sessionSecret,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        // Each request names its client address, as a balancer's X-Forwarded-For does.
        TRUST_PROXY: "true",
      });
      return waitFor(`${origin}/healthz`, shop);
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
});

/** A client address of its own per test (and per retry), so no count carries over. */
function clientAddress(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
}

/** A form POST as a browser without JavaScript sends it to one instance. */
function post(
  request: APIRequestContext,
  origin: string,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return request.post(`${origin}${path}`, {
    headers: { origin, ...headers },
    form,
    maxRedirects: 0,
  });
}

test("wrong passwords alternated between two instances meet one limit of five", async ({
  request,
}) => {
  const { email } = await registeredCustomer(request, "dve-instance-heslo");
  const from = { "x-forwarded-for": clientAddress() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const origin = INSTANCES[attempt % 2] ?? FIRST;
    const wrong = await post(
      request,
      origin,
      "/prihlasit",
      { email, password: `spatne${attempt}` },
      from,
    );
    expect(wrong.status(), `attempt ${attempt + 1} on ${origin}`).toBe(400);
  }
  for (const origin of [SECOND, FIRST]) {
    const refused = await post(request, origin, "/prihlasit", { email, password: "spatne" }, from);
    expect(refused.status(), origin).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(14 * 60);
    expect(await refused.text()).toContain(
      "Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím znovu za 15 min.",
    );
  }
});

test("the password-reset mail limit of three per address holds across both instances", async ({
  request,
}) => {
  const { email } = await registeredCustomer(request, "dve-instance-odkaz");
  const from = { "x-forwarded-for": clientAddress() };
  for (const origin of [FIRST, SECOND, FIRST]) {
    const sent = await post(request, origin, "/zapomenute-heslo", { email }, from);
    expect(sent.status(), origin).toBe(303);
    expect(sent.headers().location).toContain("odeslano=1");
  }
  for (const origin of [SECOND, FIRST]) {
    const refused = await post(request, origin, "/zapomenute-heslo", { email }, from);
    expect(refused.status(), origin).toBe(429);
    expect(await refused.text()).toContain(
      "Odkaz jste si vyžádali už několikrát po sobě. Další si můžete vyžádat za 15 min.",
    );
  }
});

type Fault = { id: number; remaining: number | null };

async function addStoreFault(request: APIRequestContext, rule: Record<string, unknown>) {
  const answer = await request.post(`${STORE_URL}/__sandbox/faults`, { data: rule });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: Fault }).data.id;
}

/** Uses a fault rule has left (the sandbox drops a rule whose uses are spent). */
async function usesLeft(request: APIRequestContext, id: number): Promise<number> {
  const answer = await request.get(`${STORE_URL}/__sandbox/faults`);
  const { data } = (await answer.json()) as { data: Array<Fault> };
  return data.find((rule) => rule.id === id)?.remaining ?? 0;
}

test("one submission key posted to both instances at once places one order", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("dve-instance-objednavka");
  await toMethodsStep(page, true);
  await courierAnd(page, true, /Bankovní převod/);
  await fillDetails(page, { email });

  // What the details form sends, its one-time submission key and the pressed button included.
  const submit = page.getByRole("button", { name: "Objednat s povinností platby" });
  const fields = await submit.evaluate((button: HTMLButtonElement) =>
    [...new FormData(button.form ?? undefined, button)].flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value] as [string, string]] : [],
    ),
  );
  expect(fields.find(([name]) => name === "orderKey")?.[1]).toMatch(/^[0-9a-f-]{36}$/);
  const cookies = await page.context().cookies(FIRST);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const cartCookie = cookies.find(({ name }) => name.endsWith("cart_token"));
  const cartToken = JSON.parse(
    Buffer.from(decodeURIComponent(cartCookie?.value ?? ""), "base64").toString("utf8"),
  ) as string;

  // This cart's validation answers late, so both submissions are under way at once, and
  // each call of the store's place-order spends one use of a counting rule: the store
  // dedupes by Idempotency-Key itself, so only the calls show whether the shop held back.
  const cartOnly = { "x-shop-cart-token": cartToken };
  const slowValidation = await addStoreFault(request, {
    pathPattern: "^/api/v1/cart/validate",
    method: "POST",
    headers: cartOnly,
    delayMs: 1500,
    times: 2,
  });
  const placeCalls = await addStoreFault(request, {
    pathPattern: "^/api/v1/cart/place",
    method: "POST",
    headers: cartOnly,
    delayMs: 1,
    times: 2,
  });
  try {
    const body = new URLSearchParams(fields).toString();
    const answers = await Promise.all(
      INSTANCES.map((origin) =>
        request.post(`${origin}/kosik/dodaci-udaje`, {
          headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
          data: body,
          maxRedirects: 0,
        }),
      ),
    );
    for (const answer of answers) expect(answer.status()).toBe(303);
    const [first, second] = answers.map((answer) => answer.headers().location);
    expect(first).toMatch(/token=/);
    expect(second).toBe(first);
    expect(await usesLeft(request, placeCalls)).toBe(1);
  } finally {
    for (const id of [slowValidation, placeCalls]) {
      await request.delete(`${STORE_URL}/__sandbox/faults/${id}`);
    }
  }
  await expect.poll(() => ordersMailedTo(request, email)).toBe(1);
});
