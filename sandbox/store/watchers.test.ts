import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { HttpError } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { customerAuth, startTestStore } from "./test-store.ts";
import { setWarehouseStock, watchVariant } from "./watchers.ts";

/** Watchers of a sold-out variant get one back-in-stock mail when it can be bought again. */

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
/** Vibrátor Velvet Classic in black: sold out in the seed. */
const VELVET_BLACK = 10013;
/** Stimulátor klitorisu Amora Pulse: five in stock. */
const AMORA = 10031;
const CENTRAL = 1;
const clock = { now: T0, storefrontUrl: "http://shop.test" };
let db: Db;

const outbox = () =>
  db.prepare("SELECT recipient, kind, subject, link FROM outbox ORDER BY id").all() as Array<{
    recipient: string;
    kind: string;
    subject: string;
    link: string | null;
  }>;
const watchers = (variantId: number) =>
  db.prepare("SELECT email FROM variant_watchers WHERE variant_id = ?").pluck().all(variantId);

describe("back-in-stock mails", () => {
  beforeEach(() => {
    db = openDatabase(":memory:");
    seedDatabase(db);
  });

  it("mail each watcher once when a sold-out variant comes back, then end the watch", () => {
    watchVariant(db, VELVET_BLACK, "jana@example.cz", T0);
    watchVariant(db, VELVET_BLACK, "petr@example.cz", T0 + 1);
    watchVariant(db, VELVET_BLACK, "JANA@example.cz", T0 + 2);

    const change = { variantId: VELVET_BLACK, warehouseId: CENTRAL, stock: 0 };
    expect(setWarehouseStock(db, change, clock)).toEqual({ stock: 0, notified: 0 });
    expect(outbox()).toEqual([]);

    expect(setWarehouseStock(db, { ...change, stock: 3 }, clock)).toEqual({
      stock: 3,
      notified: 2,
    });
    const link = "http://shop.test/produkt/vibrator-velvet-classic?variant_id=10013";
    expect(outbox()).toEqual([
      expect.objectContaining({ recipient: "jana@example.cz", kind: "back_in_stock", link }),
      expect.objectContaining({ recipient: "petr@example.cz", kind: "back_in_stock", link }),
    ]);
    expect(outbox()[0]?.subject).toMatch(/^Zboží je opět skladem: Vibrátor Velvet Classic/);
    expect(watchers(VELVET_BLACK)).toEqual([]);

    setWarehouseStock(db, { ...change, stock: 0 }, clock);
    setWarehouseStock(db, { ...change, stock: 2 }, clock);
    expect(outbox()).toHaveLength(2);
  });

  it("send nothing while the variant was in stock anyway", () => {
    watchVariant(db, AMORA, "jana@example.cz", T0);
    expect(
      setWarehouseStock(db, { variantId: AMORA, warehouseId: CENTRAL, stock: 9 }, clock),
    ).toEqual({ stock: 9, notified: 0 });
    expect(outbox()).toEqual([]);
    expect(watchers(AMORA)).toEqual(["jana@example.cz"]);
  });

  it("count stock in any warehouse, also the supplier's", () => {
    watchVariant(db, VELVET_BLACK, "jana@example.cz", T0);
    expect(
      setWarehouseStock(db, { variantId: VELVET_BLACK, warehouseId: 92, stock: 4 }, clock),
    ).toEqual({ stock: 4, notified: 1 });
  });

  it("refuse an unknown warehouse and an unknown variant", () => {
    expect(() =>
      setWarehouseStock(db, { variantId: VELVET_BLACK, warehouseId: 7, stock: 1 }, clock),
    ).toThrow(HttpError);
    expect(() => watchVariant(db, 99, "jana@example.cz", T0)).toThrow(HttpError);
  });
});

describe("the customer's watches", () => {
  let store: Awaited<ReturnType<typeof startTestStore>>;
  let eva: string;
  let petr: string;

  beforeAll(async () => {
    store = await startTestStore();
    eva = await customerAuth(store.url, "eva.hlida@example.cz");
    petr = await customerAuth(store.url, "petr.hlida@example.cz");
  });
  afterAll(() => store.close());

  async function call(method: string, path: string, auth: string | null, body?: unknown) {
    const response = await fetch(`${store.url}/api/v1${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(auth === null ? {} : { authorization: auth }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
  }
  const watch = (variantId: number, email: string, auth: string | null = null) =>
    call("POST", `/products/${variantId}/watchers`, auth, { email });
  interface Watch {
    id: number;
    variantId: number;
    productId: number;
    createdAt: string;
    product: { id: number; name: string; slug: string };
  }
  const watchesOf = async (auth: string) => {
    const answer = await call("GET", "/user/watchers", auth);
    expect(answer.status).toBe(200);
    return (answer.body as { data: Array<Watch> }).data;
  };
  const VELVET = { id: 1001, name: "Vibrátor Velvet Classic", slug: "vibrator-velvet-classic" };
  /** Silikonový lubrikant Silk 250 ml: sold out in the seed. */
  const SILK_250 = 10133;

  it("list the watches left with the customer's e-mail, newest first, and end one", async () => {
    expect(await watchesOf(eva)).toEqual([]);
    // Made as a logged-in shopper does it, and as a guest with the e-mail in other letters.
    expect((await watch(VELVET_BLACK, "eva.hlida@example.cz", eva)).status).toBe(201);
    expect((await watch(SILK_250, " EVA.Hlida@example.cz ")).status).toBe(201);
    expect((await watch(SILK_250, "jiny@example.cz")).status).toBe(201);

    const watches = await watchesOf(eva);
    expect(watches).toEqual([
      {
        id: expect.any(Number) as number,
        variantId: SILK_250,
        productId: 1013,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
        product: {
          id: 1013,
          name: "Silikonový lubrikant Silk",
          slug: "silikonovy-lubrikant-silk",
        },
      },
      {
        id: expect.any(Number) as number,
        variantId: VELVET_BLACK,
        productId: 1001,
        createdAt: expect.any(String) as string,
        product: VELVET,
      },
    ]);
    expect(Date.parse(watches[0]?.createdAt ?? "")).toBeGreaterThanOrEqual(
      Date.parse(watches[1]?.createdAt ?? ""),
    );

    // Watching again is the same watch, not a second one.
    await watch(VELVET_BLACK, "Eva.Hlida@example.cz");
    expect(await watchesOf(eva)).toEqual(watches);

    const silk = watches[0]?.id;
    expect(await call("DELETE", `/user/watchers/${silk}`, eva)).toEqual({
      status: 204,
      body: null,
    });
    expect((await watchesOf(eva)).map((w) => w.variantId)).toEqual([VELVET_BLACK]);
    expect(await call("DELETE", `/user/watchers/${silk}`, eva)).toEqual({
      status: 404,
      body: { statusCode: 404, errors: [{ title: "Hlídací pes nebyl nalezen" }] },
    });
    // The other shopper's watch of the same variant stays.
    expect(
      store.db
        .prepare("SELECT email FROM variant_watchers WHERE variant_id = ?")
        .pluck()
        .all(SILK_250),
    ).toEqual(["jiny@example.cz"]);
  });

  it("end a watch once its back-in-stock mail went out", async () => {
    const jitka = await customerAuth(store.url, "jitka.hlida@example.cz");
    await watch(SILK_250, "jitka.hlida@example.cz", jitka);
    expect((await watchesOf(jitka)).map((w) => w.variantId)).toEqual([SILK_250]);
    const change = { variantId: SILK_250, warehouseId: CENTRAL, stock: 4 };
    expect(setWarehouseStock(store.db, change, clock).notified).toBeGreaterThan(0);
    expect(await watchesOf(jitka)).toEqual([]);
  });

  it("hide another customer's watches behind 404", async () => {
    await watch(VELVET_BLACK, "petr.hlida@example.cz", petr);
    const [own] = await watchesOf(petr);
    expect(own?.variantId).toBe(VELVET_BLACK);
    expect((await watchesOf(eva)).map((w) => w.id)).not.toContain(own?.id);
    expect(await call("DELETE", `/user/watchers/${own?.id}`, eva)).toEqual({
      status: 404,
      body: { statusCode: 404, errors: [{ title: "Hlídací pes nebyl nalezen" }] },
    });
    expect((await call("DELETE", "/user/watchers/abc", eva)).status).toBe(404);
    expect(await watchesOf(petr)).toEqual([own]);
  });

  it("answer 401 without a login", async () => {
    expect(await call("GET", "/user/watchers", null)).toEqual({
      status: 401,
      body: { statusCode: 401, errors: [{ title: "Nejste přihlášeni" }] },
    });
    expect((await call("DELETE", "/user/watchers/1", null)).status).toBe(401);
    expect((await call("GET", "/user/watchers", "Bearer nope")).status).toBe(401);
  });
});
