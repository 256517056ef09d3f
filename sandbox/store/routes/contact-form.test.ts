import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { customerAuth, startTestStore } from "#sandbox/store/test-store.ts";

let store: Awaited<ReturnType<typeof startTestStore>>;

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${store.url}/api/v1/contact-form`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const outbox = (to: string) =>
  store.db
    .prepare("SELECT kind, subject, body FROM outbox WHERE recipient = ? ORDER BY id")
    .all(to) as Array<{ kind: string; subject: string; body: string }>;

describe("POST /api/v1/contact-form", () => {
  it("keeps the message and mails the sender a confirmation", async () => {
    const response = await send({
      name: " Jana Nováková ",
      email: "jana.kontakt@example.cz",
      order_code: "",
      message: "Dorazí zásilka do pátku?",
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number; createdAt: string } };
    expect(data.id).toBeGreaterThan(0);
    expect(
      store.db
        .prepare("SELECT name, order_code, user_id FROM contact_messages WHERE id = ?")
        .get(data.id),
    ).toEqual({ name: "Jana Nováková", order_code: null, user_id: null });
    const [mail] = outbox("jana.kontakt@example.cz");
    expect(mail).toMatchObject({ kind: "contact", subject: "Přijali jsme vaši zprávu" });
    expect(mail?.body).toContain("Dorazí zásilka do pátku?");
  });

  it("links a logged-in customer's message to the account", async () => {
    const auth = await customerAuth(store.url, "eva.kontakt@example.cz");
    const response = await send(
      { name: "Eva Malá", email: "eva.kontakt@example.cz", message: "Dotaz k účtu" },
      { authorization: auth },
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number } };
    const row = store.db
      .prepare("SELECT user_id FROM contact_messages WHERE id = ?")
      .get(data.id) as { user_id: number | null };
    expect(row.user_id).not.toBeNull();
  });

  it("refuses missing fields with a title per field, and sends nothing", async () => {
    const response = await send({ name: "", email: "jana@", message: " " });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      statusCode: 422,
      errors: [
        { field: "name", title: "Vyplňte své jméno" },
        { field: "email", title: "E-mail není ve správném formátu" },
        {
          field: "message",
          title: "Napište nám, s čím vám můžeme pomoci (nejvýše 5000 znaků)",
        },
      ],
    });
    expect(outbox("jana@")).toEqual([]);
  });

  it("refuses an order code no order has", async () => {
    const response = await send({
      name: "Petr Dvořák",
      email: "petr.kontakt@example.cz",
      order_code: "1999000001",
      message: "Kde je moje objednávka?",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      statusCode: 422,
      errors: [{ field: "order_code", title: "Objednávku s tímto číslem jsme nenašli" }],
    });
  });
});
