import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/reklamace/route.tsx";
import { answerOf, redirectOf } from "#app/testing/action-results.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { CLAIM_GUEST_EMAIL, claimHandlers, claimOrderFixture } from "#bff/mocks/store-claims.ts";

setUpMockUpstreams();

const PAGE = "http://localhost/reklamace";
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const ORDER = claimOrderFixture(day(-7), day(23));
const KEY = "3f1c2a9e-4b7d-4e0a-9c1b-2d3e4f5a6b7c";
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

type Loaded = { data: Record<string, unknown>; init: { status?: number } | null };

async function look(search: Record<string, string>): Promise<Loaded> {
  const request = new Request(`${PAGE}?${new URLSearchParams(search)}`);
  return (await loader({ request, params: {}, context: {} })) as unknown as Loaded;
}

/** The address the claim form posts to: its page with the order step's query. */
const FORM_ADDRESS = `${PAGE}?${new URLSearchParams({ objednavka: ORDER.code, email: CLAIM_GUEST_EMAIL })}`;

function complaint(
  fields: Record<string, string> = {},
  photos: Array<File> = [],
  address = FORM_ADDRESS,
) {
  const body = new FormData();
  const all = {
    objednavka: ORDER.code,
    email: CLAIM_GUEST_EMAIL,
    claimKey: KEY,
    "items[0].id": "101",
    "items[0].amount": "1",
    "items[1].id": "102",
    "items[1].amount": "0",
    description: "Gel po otevření zapáchá a má divnou barvu.",
    bankAccount: "",
    consent: "on",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) body.append(name, value);
  for (const photo of photos) body.append("photos", photo);
  return action({
    request: new Request(address, { method: "POST", body }),
    params: {},
    context: {},
  });
}

type Answered = {
  data: {
    result: { initialValue?: Record<string, unknown>; error?: Record<string, Array<string>> };
    photoErrors: Array<{ key: string; values: Record<string, unknown> }>;
    photosSent: boolean;
  };
  init: { status?: number };
};

async function refused(run: Promise<unknown>): Promise<Answered> {
  return answerOf(await run) as unknown as Answered;
}

describe("complaint page", () => {
  test("a guest's wrong code and e-mail pair is not found, the message by the fields, input kept", async () => {
    mockServer.use(...claimHandlers({ order: ORDER }));
    const { data, init } = await look({ objednavka: ORDER.code, email: "eva@example.cz" });
    expect(init?.status).toBe(404);
    expect(data.order).toBeNull();
    expect(data.lookup).toMatchObject({
      initialValue: { objednavka: ORDER.code, email: "eva@example.cz" },
      error: { "": ["claims.errors.orderNotFound"] },
    });
  });

  test("a guest's right pair opens the claim form for the order", async () => {
    mockServer.use(...claimHandlers({ order: ORDER }));
    const { data, init } = await look({ objednavka: ORDER.code, email: CLAIM_GUEST_EMAIL });
    expect(init?.status).toBe(200);
    expect(data).toMatchObject({
      order: { code: ORDER.code, returnWindow: { open: true, lastDay: day(23) } },
      email: CLAIM_GUEST_EMAIL,
    });
  });

  test("a photo is filed with the type its content shows, once per key, then the confirmation", async () => {
    const posted: Array<{ body: unknown; key: string | null }> = [];
    mockServer.use(...claimHandlers({ order: ORDER, posted }));
    const photo = new File([JPEG], "vada.png", { type: "image/png" });
    const response = redirectOf(await complaint({}, [photo]));
    expect(response.headers.get("location")).toBe("/reklamace/odeslano?cislo=RK-2026-000016");
    redirectOf(await complaint({}, [photo]));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toEqual({
      key: KEY,
      body: {
        kind: "complaint",
        orderCode: ORDER.code,
        email: CLAIM_GUEST_EMAIL,
        items: [{ id: "101", amount: 1 }],
        description: "Gel po otevření zapáchá a má divnou barvu.",
        photos: [{ name: "vada.png", contentType: "image/jpeg", data: "/9j/4AAQSkZJRg==" }],
      },
    });
  });

  test("a document disguised with a .jpg name is refused at the photos, the rest kept", async () => {
    mockServer.use(...claimHandlers({ order: ORDER }));
    const pdf = new File(["%PDF-1.7\n"], "vada.jpg", { type: "image/jpeg" });
    const { data, init } = await refused(complaint({ claimKey: crypto.randomUUID() }, [pdf]));
    expect(init.status).toBe(400);
    expect(data.photoErrors).toEqual([
      { key: "claims.errors.photoType", values: { name: "vada.jpg" } },
    ]);
    expect(data.photosSent).toBe(true);
    expect(data.result.initialValue).toMatchObject({
      description: "Gel po otevření zapáchá a má divnou barvu.",
    });
  });

  test("a photo over 10 MB is refused at the photos", async () => {
    mockServer.use(...claimHandlers({ order: ORDER }));
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG);
    const { data, init } = await refused(
      complaint({ claimKey: crypto.randomUUID() }, [new File([big], "velka.jpg")]),
    );
    expect(init.status).toBe(400);
    expect(data.photoErrors).toEqual([
      { key: "claims.errors.photoTooLarge", values: { name: "velka.jpg", max: 10 } },
    ]);
  });

  test("amounts over what was ordered, a short description and no consent are refused", async () => {
    mockServer.use(...claimHandlers({ order: ORDER }));
    const { data, init } = await refused(
      complaint({ "items[0].amount": "3", description: "Vada.", consent: "" }),
    );
    expect(init.status).toBe(400);
    expect(data.result.error).toMatchObject({
      "items[0].amount": ["claims.errors.amount"],
      description: ["claims.errors.descriptionShort"],
      consent: ["claims.errors.consent"],
    });
  });

  test("the store's refusal comes back at its field", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/claims"), () =>
        HttpResponse.json(
          { statusCode: 422, errors: [{ field: "description", title: "Popište vadu" }] },
          { status: 422 },
        ),
      ),
      ...claimHandlers({ order: ORDER }),
    );
    const { data, init } = await refused(complaint({ claimKey: crypto.randomUUID() }));
    expect(init.status).toBe(422);
    expect(data.result.error).toMatchObject({ description: ["Popište vadu"] });
  });

  test("photos the store finds too large are refused at the photos, the typed text kept", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/claims"), () =>
        HttpResponse.json({ errors: [{ title: "request entity too large" }] }, { status: 413 }),
      ),
      ...claimHandlers({ order: ORDER }),
    );
    const { data, init } = await refused(complaint({ claimKey: crypto.randomUUID() }));
    expect(init.status).toBe(400);
    expect(data.result.error).toMatchObject({ photos: ["claims.errors.photosRefused"] });
    expect(data.result.initialValue).toMatchObject({ description: expect.any(String) });
  });

  test("a store that is down keeps the input and the key, for a retry that files once", async () => {
    const key = crypto.randomUUID();
    mockServer.use(
      http.post(storeUrl("/api/v1/claims"), () => HttpResponse.json({}, { status: 503 })),
      ...claimHandlers({ order: ORDER }),
    );
    const { data, init } = await refused(complaint({ claimKey: key }));
    expect(init.status).toBe(503);
    expect(data.result.error).toMatchObject({ "": ["claims.errors.notSent"] });
    expect(data.result.initialValue).toMatchObject({ claimKey: key, consent: "on" });
  });

  test.each(["", "..", "2026/../..", "a?b"])(
    "an order code %j the store could not have written is refused at its field, the store not asked",
    async (code) => {
      const asked: Array<string> = [];
      mockServer.events.on("request:start", ({ request }) => {
        if (request.url.includes("/claims/")) asked.push(request.url);
      });
      const form = new URLSearchParams({ objednavka: code, email: CLAIM_GUEST_EMAIL });
      const { data, init } = await refused(
        action({
          request: new Request(PAGE, { method: "POST", body: form }),
          params: {},
          context: {},
        }),
      );
      mockServer.events.removeAllListeners("request:start");
      expect(init.status).toBe(400);
      expect(data.result.error?.["objednavka"]?.[0]).toMatch(/^claims\.errors\.code/);
      expect(asked).toEqual([]);
    },
  );
});

describe("a complaint's photos", () => {
  /** A multipart POST whose body must never be read: it errors when the action pulls it. */
  function unreadable(address: string): { request: Request; pulled: () => boolean } {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.error(new Error("the body was read"));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(address, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    return { request, pulled: () => pulled };
  }

  test.each([
    ["no order", PAGE],
    ["a code only", `${PAGE}?objednavka=${ORDER.code}`],
    [
      "a wrong e-mail",
      `${PAGE}?${new URLSearchParams({ objednavka: ORDER.code, email: "eva@example.cz" })}`,
    ],
  ])("an upload whose address names %s is refused before its body is read", async (_, address) => {
    mockServer.use(...claimHandlers({ order: ORDER }));
    const { request, pulled } = unreadable(address);
    const thrown = await action({ request, params: {}, context: {} }).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toContain("Odeslaný formulář se nepodařilo přečíst");
    expect(pulled()).toBe(false);
  });

  test("a body naming another order than its address is not filed", async () => {
    const posted: Array<{ body: unknown; key: string | null }> = [];
    mockServer.use(...claimHandlers({ order: ORDER, posted }));
    const { init } = await refused(complaint({ objednavka: "2026000999" }));
    expect(init.status).toBe(400);
    expect(posted).toEqual([]);
  });

  test("a sixth photo is refused with the form's own message, the text kept", async () => {
    mockServer.use(...claimHandlers({ order: ORDER }));
    const photos = Array.from({ length: 6 }, (_, index) => new File([JPEG], `vada-${index}.jpg`));
    const { data, init } = await refused(complaint({ claimKey: crypto.randomUUID() }, photos));
    expect(init.status).toBe(400);
    expect(data.photoErrors).toEqual([{ key: "claims.errors.photoTooMany", values: { max: 5 } }]);
    expect(data.result.initialValue).toMatchObject({ description: expect.any(String) });
  });

  test("a body past six photos at their limit is refused with 413 in Czech", async () => {
    mockServer.use(...claimHandlers({ order: ORDER }));
    const huge = new Uint8Array(61 * 1024 * 1024);
    const thrown = await complaint({}, [
      new File([huge], "a.jpg"),
      new File([huge], "b.jpg"),
    ]).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(413);
    expect(await (thrown as Response).text()).toContain("Odeslaný formulář je příliš velký");
  });
});
