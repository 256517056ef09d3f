import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";

import { WASH_GEL } from "./checkout-steps.ts";
import { expect, test } from "./fixtures.ts";
import { placedOrder } from "./store-api.ts";
import { startStorefront, type StorefrontInstance } from "./storefront-instance.ts";

/*
 * Uploads an attacker sends to the claim forms (decision 058), against a shop process of
 * its own whose memory the test watches: bodies of 100 MB sent chunked, with no length,
 * twenty at once. Each is refused, and the process grows by at most 64 MB while they run;
 * a real complaint with five photos at their 10 MB limit still goes through.
 */

const MEGABYTE = 1024 * 1024;
const UPLOAD_MEGABYTES = 100;
const AT_ONCE = 20;
const MAX_GROWTH = 64 * MEGABYTE;
const BOUNDARY = "----hostile";

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes) * 1024;
}

/** The process's largest resident size while `work` runs, polled every 20 ms. */
async function peakWhile(pid: number, work: Promise<unknown>): Promise<number> {
  let peak = await residentBytes(pid);
  let running = true;
  const watching = (async () => {
    while (running) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await work.finally(() => {
    running = false;
  });
  await watching;
  return peak;
}

/**
 * A multipart body of one 100 MB photo, sent in 1 MB chunks with Transfer-Encoding chunked,
 * as fast as the shop takes it; it stops sending once the shop has answered.
 */
function chunkedUpload(origin: string, path: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  const chunk = Buffer.alloc(MEGABYTE, 0x41);
  return new Promise((resolve) => {
    let answered = false;
    const sent = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: "POST",
        headers: { origin, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      },
      (response) => {
        answered = true;
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        sent.destroy();
      },
    );
    sent.on("error", () => {
      if (!answered) resolve(0);
    });
    sent.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="vada.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
    let written = 0;
    const writeMore = () => {
      while (!answered && written < UPLOAD_MEGABYTES) {
        written += 1;
        if (!sent.write(chunk)) return void sent.once("drain", writeMore);
      }
      if (!answered) sent.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    writeMore();
  });
}

async function uploadsAtOnce(shop: StorefrontInstance, path: string) {
  const statuses = Promise.all(
    Array.from({ length: AT_ONCE }, () => chunkedUpload(shop.origin, path)),
  );
  const before = await residentBytes(shop.pid);
  const peak = await peakWhile(shop.pid, statuses);
  return { statuses: await statuses, growth: peak - before };
}

test.describe("uploads", () => {
  let shop: StorefrontInstance;

  test.beforeAll(async () => {
    shop = await startStorefront();
  });

  test.afterAll(async () => {
    await shop.stop();
  });

  test("twenty 100 MB uploads at once are refused, and the shop's memory stays flat", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    // Warm: the claim page's modules loaded, as on a shop that has been running.
    expect((await request.get(`${shop.origin}/reklamace`)).ok()).toBe(true);
    const { code, email } = await placedOrder(request, {
      prefix: "nahrani",
      variantId: WASH_GEL,
      amount: 2,
      shipped: true,
      stock: 1000,
    });

    // No order the sender may claim: refused before a byte of the body is read.
    const unnamed = await uploadsAtOnce(shop, "/reklamace");
    expect(unnamed.statuses).toEqual(Array(AT_ONCE).fill(400));
    expect(unnamed.growth).toBeLessThanOrEqual(MAX_GROWTH);

    // The sender's own order: a few are read at once, to disk, and cut at the limit.
    const named = await uploadsAtOnce(
      shop,
      `/reklamace?${new URLSearchParams({ objednavka: code, email })}`,
    );
    // A refused upload's connection closes lingering (decision 019): the client still
    // sending reads its 413, or the 503 of one past the queue, never a reset.
    expect(named.statuses.every((status) => [413, 503].includes(status))).toBe(true);
    expect(named.statuses).toContain(413);
    expect(named.growth).toBeLessThanOrEqual(MAX_GROWTH);
    // And the shop is still there to answer.
    expect((await request.get(`${shop.origin}/healthz`)).ok()).toBe(true);
  });

  test("a complaint with five photos of 10 MB each is filed", async ({ request }) => {
    test.setTimeout(120_000);
    const { code, email } = await placedOrder(request, {
      prefix: "pet-fotek",
      variantId: WASH_GEL,
      amount: 2,
      shipped: true,
      stock: 1000,
    });
    const address = `/reklamace?${new URLSearchParams({ objednavka: code, email })}`;
    const page = await (await request.get(`${shop.origin}${address}`)).text();
    const itemId = /name="items\[0\]\.id" value="([^"]+)"/.exec(page)?.[1];
    expect(itemId).toBeDefined();
    const photo = Buffer.alloc(10 * MEGABYTE, 7);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    const photos = Array.from({ length: 5 }, (_, index) => ({
      name: `vada-${index + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: photo,
    }));
    const form = new FormData();
    for (const [name, value] of Object.entries({
      objednavka: code,
      email,
      claimKey: crypto.randomUUID(),
      "items[0].id": itemId ?? "",
      "items[0].amount": "1",
      description: "Gel po otevření zapáchá a má divnou barvu.",
      consent: "on",
    })) {
      form.append(name, value);
    }
    for (const { name, mimeType, buffer } of photos) {
      form.append("photos", new Blob([buffer], { type: mimeType }), name);
    }
    const answer = await fetch(`${shop.origin}${address}`, {
      method: "POST",
      body: form,
      headers: { origin: shop.origin },
      redirect: "manual",
    });
    // A refusal names its cause in the shop's log: the warnings and errors it wrote.
    const logged = shop
      .output()
      .split("\n")
      .filter((line) => /"level":"(warn|error)"/.test(line))
      .join("\n");
    expect(answer.status, logged).toBe(303);
    expect(answer.headers.get("location")).toMatch(/^\/reklamace\/odeslano\?cislo=/);
  });
});
