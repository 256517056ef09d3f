import { http, HttpResponse } from "msw";

import { storeUrl } from "./urls.ts";

/** A guest's delivered order and its e-mail, as the store's claim endpoints answer it. */
export const CLAIM_GUEST_EMAIL = "pavel.horak@example.cz";

/** Delivered a week before `today`, so a return is still open. */
export function claimOrderFixture(deliveredOn: string, returnableUntil: string) {
  return {
    code: "2026000014",
    createdAt: "2026-11-19T09:00:00.000Z",
    deliveredOn,
    returnableUntil,
    items: [
      { id: "101", name: "Lubrikační gel Aqua 100 ml", amount: 2 },
      { id: "102", name: "Intimní mycí gel Fresh 200 ml", amount: 1 },
    ],
  };
}

/**
 * The store's claim endpoints for route tests: the order by code, answered only with its
 * e-mail (or a login), and filing that answers a reference number. `posted` collects the
 * bodies and keys filed.
 */
export function claimHandlers({
  order,
  posted = [],
}: {
  order: ReturnType<typeof claimOrderFixture>;
  posted?: Array<{ body: unknown; key: string | null }>;
}) {
  return [
    http.get(storeUrl("/api/v1/claims/orders/:code"), ({ request, params }) => {
      const email = new URL(request.url).searchParams.get("email");
      const customer = request.headers.has("authorization");
      return params.code === order.code && (customer || email === CLAIM_GUEST_EMAIL)
        ? HttpResponse.json({ data: order })
        : HttpResponse.json(
            { statusCode: 404, errors: [{ field: "orderCode", title: "Objednávka nenalezena" }] },
            { status: 404 },
          );
    }),
    http.get(storeUrl("/api/v1/user/claims/orders"), () => HttpResponse.json({ data: [order] })),
    http.post(storeUrl("/api/v1/claims"), async ({ request }) => {
      const body = (await request.json()) as { kind: string };
      posted.push({ body, key: request.headers.get("idempotency-key") });
      return HttpResponse.json(
        {
          data: {
            number: body.kind === "complaint" ? "RK-2026-000016" : "VR-2026-000016",
            kind: body.kind,
            orderCode: order.code,
            email: CLAIM_GUEST_EMAIL,
            createdAt: "2026-11-26T10:00:00.000Z",
          },
        },
        { status: 201 },
      );
    }),
  ];
}
