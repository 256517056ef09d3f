import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { itemsCsv, orderItems } from "./order-exports.ts";
import { customerAuth, placedOrder, startTestStore } from "./test-store.ts";
import { crc32 } from "./zip-store.ts";

/** The downloads of an order's items: a CSV list and a ZIP of their images. */

let store: Awaited<ReturnType<typeof startTestStore>>;
let eva: string;
let petr: string;
let order: { id: number; code: string };

/** Stimulátor klitorisu Amora Pulse: five in stock. */
const AMORA = 10031;
/** Vibrátor Velvet Classic in pink. */
const VELVET = 10011;

beforeAll(async () => {
  store = await startTestStore();
  eva = await customerAuth(store.url, "eva.export@example.cz");
  petr = await customerAuth(store.url, "petr.export@example.cz");
  order = await placedOrder(store.url, {
    auth: eva,
    email: "eva.export@example.cz",
    lines: [
      [AMORA, 2],
      [VELVET, 1],
    ],
  });
});
afterAll(() => store.close());

const download = (path: string, auth: string | null = eva) =>
  fetch(`${store.url}/api/v1/user/orders/${path}`, {
    headers: auth === null ? {} : { authorization: auth },
  });

/** The names in a ZIP's central directory, each checked against its stored data. */
function zipEntries(zip: Buffer): Array<string> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const names = [];
  let at = zip.readUInt32LE(end + 16);
  for (let n = 0; n < zip.readUInt16LE(end + 10); n += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const size = zip.readUInt32LE(at + 24);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26);
    expect(crc32(zip.subarray(dataStart, dataStart + size))).toBe(zip.readUInt32LE(at + 16));
    names.push(zip.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength;
  }
  return names;
}

describe("order item exports", () => {
  it("list the items as a CSV for Czech Excel", async () => {
    const response = await download(`${order.id}/items/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="objednavka-${order.code}.csv"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.toString("utf8", 3).split("\r\n");
    expect(rows[0]).toBe("kod;nazev;mnozstvi;cena_za_kus;celkem;mena");
    expect(rows).toHaveLength(4);
    expect(rows[3]).toBe("");
    for (const row of rows.slice(1, 3)) {
      expect(row).toMatch(/^[^;]+;[^;]+;\d+;\d+,\d{2};\d+,\d{2};CZK$/);
    }
    expect(rows[1]?.split(";")[2]).toBe("2");
    expect(rows[2]?.split(";")[2]).toBe("1");
  });

  it("quote values with semicolons or quotes, and fall back to the variant id", () => {
    const item = (fullname: string, marketingCode: string) => ({
      variantId: 42,
      amount: 3,
      product: { mainImage: null },
      variant: { fullname },
      shoppable: { marketingCode },
      prices: { unitWithTax: 99.9, totalWithTax: 299.7 },
      items: [],
    });
    const data = JSON.stringify({
      items: [{ ...item('Gel "Aqua"; 100 ml', "GEL-1"), items: [item("Dárek", "")] }],
    });
    expect(itemsCsv(orderItems(data), "EUR").split("\r\n").slice(1)).toEqual([
      'GEL-1;"Gel ""Aqua""; 100 ml";3;99,90;299,70;EUR',
      "42;Dárek;3;99,90;299,70;EUR",
      "",
    ]);
  });

  it("pack the items' images into a ZIP", async () => {
    const response = await download(`${order.id}/items/images/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="objednavka-${order.code}-obrazky.zip"`,
    );
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.toString("latin1", 0, 4)).toBe("PK\x03\x04");
    const names = zipEntries(zip);
    expect(names).toHaveLength(2);
    expect(names.every((name) => /^0[12]-.+\.jpg$/.test(name))).toBe(true);
  });

  it("answer 404 for another customer's order and 401 without a login", async () => {
    for (const path of [`${order.id}/items/export`, `${order.id}/items/images/export`]) {
      expect((await download(path, petr)).status).toBe(404);
      expect((await download(path, null)).status).toBe(401);
    }
    expect((await download("999999/items/export")).status).toBe(404);
  });
});

describe("the order confirmation mail", () => {
  it("links the shop's order status page with the code and e-mail filled in", () => {
    const mail = store.db
      .prepare("SELECT link FROM outbox WHERE kind = 'order' AND recipient = ?")
      .get("eva.export@example.cz") as { link: string | null } | undefined;
    expect(mail?.link).toBe(
      `http://localhost:3000/stav-objednavky?${new URLSearchParams({ kod: order.code, email: "eva.export@example.cz" })}`,
    );
  });
});
