import { describe, expect, test } from "vitest";

import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/forms/honeypot.ts";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("isHoneypotFilled", () => {
  test("a person's submission: the field empty or not sent at all", () => {
    expect(isHoneypotFilled(form({ email: "jana@example.cz" }))).toBe(false);
    expect(isHoneypotFilled(form({ email: "jana@example.cz", [HONEYPOT_FIELD]: "" }))).toBe(false);
  });

  test("a bot's: anything in it, a file included", () => {
    expect(isHoneypotFilled(form({ [HONEYPOT_FIELD]: "https://spam.example" }))).toBe(true);
    expect(isHoneypotFilled(form({ [HONEYPOT_FIELD]: " " }))).toBe(true);
    const withFile = new FormData();
    withFile.append(HONEYPOT_FIELD, new Blob(["x"]), "x.txt");
    expect(isHoneypotFilled(withFile)).toBe(true);
  });
});
