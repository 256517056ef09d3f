import { randomBytes } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { courierAnd, fillDetails, ordersMailedTo, toMethodsStep } from "./checkout-steps.ts";
import { STORE_URL, expect, test } from "./fixtures.ts";
import { registeredCustomer, uniqueEmail } from "./store-api.ts";
import { startRedis, startStorefront, type Instance } from "./storefront-instance.ts";

/*
 * Two storefront instances behind no balancer, sharing one Redis as several containers
 * would: the limits and the one-order guard must hold across them (decision 047). Raw HTTP
 * for the attempts, so the spec runs once, with JavaScript (playwright.config.ts).
 */

const INSTANCES = ["http://127.0.0.1:3110", "http://127.0.0.1:3111"] as const;
const [FIRST, SECOND] = INSTANCES;

const running: Array<Instance> = [];

// One Redis and two instances for the whole file: its tests run in one worker, in order.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: FIRST });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const redis = await startRedis();
  running.push(redis);
  const sessionSecret = randomBytes(32).toString("hex");
  running.push(
    ...(await Promise.all(
      INSTANCES.map((origin) =>
        startStorefront({
          port: Number(new URL(origin).port),
          env: {
            SESSION_SECRET: sessionSecret,
            REDIS_URL: redis.url,
            // Each request names its client address, as a balancer's X-Forwarded-For does.
            TRUST_PROXY: "true",
          },
        }),
      ),
    )),
  );
});

test.afterAll(async () => {
  await Promise.all(running.splice(0).map((instance) => instance.stop()));
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
