import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";

import { czechText } from "#app/testing/texts.ts";

import { ContactSchema } from "./contact-schema.server.ts";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: ContactSchema });
}

/** The Czech words the shopper reads for each field's message. */
function czechErrors(fields: Record<string, string>) {
  const submission = parse(fields);
  if (submission.status === "success") return {};
  return Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([field, keys]) => [
      field,
      (keys ?? []).map((key) => czechText(key)),
    ]),
  );
}

describe("the contact form's schema", () => {
  test("takes a message with an optional order code, trimmed", () => {
    const submission = parse({
      name: " Jana Nováková ",
      email: " jana@example.cz ",
      orderCode: "",
      message: " Dobrý den, kdy dorazí zásilka? ",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toEqual({
      name: "Jana Nováková",
      email: "jana@example.cz",
      message: "Dobrý den, kdy dorazí zásilka?",
    });
  });

  test("shows every missing field's message in Czech at once", () => {
    expect(czechErrors({ name: " ", email: "", message: "" })).toEqual({
      name: ["Vyplňte své jméno."],
      email: ["Vyplňte e-mail, abychom vám mohli odpovědět."],
      message: ["Napište nám, s čím vám můžeme pomoci."],
    });
  });

  test("refuses a malformed e-mail with the spec's words, and an odd order code", () => {
    expect(
      czechErrors({ name: "Jana", email: "jana@", orderCode: "2026/1", message: "Dotaz" }),
    ).toEqual({
      email: ["E-mail není ve správném formátu"],
      orderCode: [
        "Číslo objednávky může mít nejvýše 20 znaků a obsahovat jen písmena, číslice a pomlčky.",
      ],
    });
  });

  test("keeps to the store's lengths", () => {
    expect(
      czechErrors({
        name: "J".repeat(101),
        email: "jana@example.cz",
        orderCode: "1".repeat(21),
        message: "x".repeat(5001),
      }),
    ).toEqual({
      name: ["Jméno může mít nejvýše 100 znaků."],
      orderCode: [
        "Číslo objednávky může mít nejvýše 20 znaků a obsahovat jen písmena, číslice a pomlčky.",
      ],
      message: ["Zpráva může mít nejvýše 5000 znaků."],
    });
    expect(parse({ name: "J", email: "j@example.cz", message: "x".repeat(5000) }).status).toBe(
      "success",
    );
  });
});
