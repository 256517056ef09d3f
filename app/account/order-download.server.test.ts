import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader as imagesLoader } from "#app/routes/uzivatel_.objednavky_.$id_.obrazky[.]zip.ts";
import { loader as itemsLoader } from "#app/routes/uzivatel_.objednavky_.$id_.polozky[.]csv.ts";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const CSV =
  "\uFEFFkod;nazev;mnozstvi;cena_za_kus;celkem;mena\r\nMO-101-200;Olej;2;1234,50;2469,00;CZK\r\n";

async function customerCookie(): Promise<string> {
  return (await authTokenCookie.serialize("customer-token-1")).split(";")[0] ?? "";
}

async function download(
  loader: typeof itemsLoader,
  { id = "2025000001", cookie }: { id?: string; cookie?: string } = {},
): Promise<Response> {
  const request = new Request(`http://localhost/uzivatel/objednavky/${id}/polozky.csv`, {
    headers: { cookie: cookie ?? (await customerCookie()) },
  });
  try {
    return await loader({ request, params: { id }, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function csvExport(answer: () => Response = () => new HttpResponse(CSV)) {
  mockServer.use(http.get(storeUrl("/api/v1/user/orders/:id/items/export"), answer));
}

describe("order exports", () => {
  test("the items as CSV, streamed with its type and a file name of the order's code", async () => {
    csvExport();
    const response = await download(itemsLoader);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="objednavka-2025000001.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.body).toBeInstanceOf(ReadableStream);
    const bytes = await response.arrayBuffer();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  });

  test("the items' images as ZIP", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders/:id/items/images/export"), () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 5, 6]).buffer),
      ),
    );
    const response = await download(imagesLoader);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="objednavka-2025000001.zip"',
    );
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x50, 0x4b, 5, 6]);
  });

  test("a guest logs in first and comes back to the download", async () => {
    const response = await download(itemsLoader, { cookie: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/objednavky/2025000001/polozky.csv" })}`,
    );
  });

  test("a token the store refuses (401) logs out, as on every account page", async () => {
    csvExport(() => HttpResponse.json({ errors: [{ title: "Unauthenticated" }] }, { status: 401 }));
    const response = await download(itemsLoader);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/prihlasit\?redirectTo=/);
    const next = requestAfter(new Request("http://localhost/"), response.headers.getSetCookie());
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
  });

  test("another customer's order goes to that order's page, which answers 404", async () => {
    const notFound = () =>
      HttpResponse.json({ errors: [{ title: "Objednávka nebyla nalezena" }] }, { status: 404 });
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders/code/:code"), notFound),
      http.get(storeUrl("/api/v1/user/orders/:id"), notFound),
    );
    const response = await download(itemsLoader, { id: "2025000099" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uzivatel/objednavky/2025000099");
    expect((await download(itemsLoader, { id: "a%20b" })).status).toBe(404);
  });

  test("a store that cannot send the file: back to the order with a clear notice", async () => {
    csvExport(() => HttpResponse.json({}, { status: 503 }));
    const response = await download(itemsLoader);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uzivatel/objednavky/2025000001");
    const next = requestAfter(new Request("http://localhost/"), response.headers.getSetCookie());
    expect((await takeNotifications(next)).notifications).toEqual([
      expect.objectContaining({
        type: "danger",
        message: "accountOrders.detail.downloadUnavailable",
      }),
    ]);
  });
});
