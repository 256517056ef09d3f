import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/kosik_.import-objednavky/route.tsx";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { formPost } from "#app/testing/form-post.ts";
import { PRODUCTS } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, storeUrl, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

function post(body: FormData) {
  return formPost(action, "http://localhost/kosik/import-objednavky", body);
}

function form(fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function flashed(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return (await takeNotifications(new Request("http://localhost/", { headers: { cookie } })))
    .notifications;
}

/** The catalogue answers marketing codes (variantCodes) and EANs (variantEans). */
function catalogueByCode() {
  return http.get(cmsUrl("/catalog/product"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const codes = (params.get("variantCodes") ?? params.get("variantEans") ?? "").split(",");
    const entities = PRODUCTS.filter((product) =>
      product.variants.some(
        (variant) =>
          codes.includes(variant.marketingCode ?? "") || codes.includes(variant.ean ?? ""),
      ),
    );
    return HttpResponse.json({ entities, total: entities.length });
  });
}

describe("import order", () => {
  test("the page says when shopping is disabled", async () => {
    const page = await loader({
      request: new Request("http://localhost/kosik/import-objednavky"),
      params: {},
      context: {},
    });
    expect(page.shopping.disabled).toBe(false);
  });

  test("bad lines are refused with their numbers and the text kept", async () => {
    const result = await post(form({ lines: "MO-101-200 2\nMO-101-200\n\nXY dva" }));
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        // Form submissions send line breaks as CRLF.
        lines: "MO-101-200 2\r\nMO-101-200\r\n\r\nXY dva",
        lineErrors: [
          { line: 2, message: "cart.import.lineFormat" },
          { line: 4, message: "cart.import.lineAmount" },
        ],
      },
    });
  });

  test("an empty form is refused", async () => {
    expect(await post(form({ lines: "  \n" }))).toMatchObject({
      init: { status: 400 },
      data: { formError: "cart.import.empty" },
    });
  });

  test("known codes go to the store in one batch; the cart follows with the success notice", async () => {
    let batch: unknown;
    mockServer.use(
      catalogueByCode(),
      http.post(storeUrl("/api/v1/cart/items/batch"), async ({ request }) => {
        batch = await request.json();
        return HttpResponse.json({
          data: {
            cart: {
              id: "cart-1",
              items: [],
              prices: { itemsWithTax: 0, itemsWithoutTax: 0, totalWithTax: 0, totalWithoutTax: 0 },
              currencyCode: "CZK",
            },
            importIncomplete: 0,
          },
          errors: [],
          meta: { custom: "cart-token-1" },
        });
      }),
    );
    const response = (await post(form({ lines: "MO-101-200;3" }))) as Response;
    expect(batch).toEqual({ items: [{ id: 1011, amount: 3 }] });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik");
    expect(await flashed(response)).toEqual([
      expect.objectContaining({ type: "success", message: "addToCart.batch.added" }),
    ]);
  });

  test("a CSV upload is read like pasted lines; unknown codes and refusals come back as info", async () => {
    mockServer.use(
      catalogueByCode(),
      http.post(storeUrl("/api/v1/cart/items/batch"), () =>
        HttpResponse.json({
          data: {
            cart: {
              id: "cart-1",
              items: [],
              prices: { itemsWithTax: 0, itemsWithoutTax: 0, totalWithTax: 0, totalWithoutTax: 0 },
              currencyCode: "CZK",
            },
            importIncomplete: 1,
          },
          errors: [{ field: "items.0.amount", title: "Není skladem" }],
          meta: { custom: "cart-token-1" },
        }),
      ),
    );
    const file = new File(
      ['"kod";"mnozstvi"\n"MO-101-200";"2"\n"NEZNAMY";"1"\n'],
      "objednavka.csv",
      {
        type: "text/csv",
      },
    );
    const response = (await post(form({ lines: "", file }))) as Response;
    expect(response.status).toBe(303);
    expect(await flashed(response)).toEqual([
      expect.objectContaining({ type: "info", message: "MO-101-200: Není skladem", raw: true }),
      expect.objectContaining({ type: "info", message: "addToCart.batch.unknownCode" }),
      expect.objectContaining({
        type: "success",
        message: "addToCart.batch.incomplete",
        values: { number: 2 },
      }),
    ]);
  });

  test("a 500 from the store says an import is in progress", async () => {
    mockServer.use(
      catalogueByCode(),
      http.post(storeUrl("/api/v1/cart/items/batch"), () =>
        HttpResponse.json({ statusCode: 500, errors: [{ title: "Chyba" }] }, { status: 500 }),
      ),
    );
    const response = (await post(form({ lines: "MO-101-200 1" }))) as Response;
    expect(response.headers.get("location")).toBe("/kosik/import-objednavky");
    expect(await flashed(response)).toEqual([
      expect.objectContaining({ type: "info", message: "addToCart.batch.inProgress" }),
    ]);
  });
});
