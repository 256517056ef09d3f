import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";

import { ORDER_FIELD } from "#app/claims/claim-fields.ts";
import { GuestOrderSchema } from "#app/claims/claim-schema.server.ts";
import { queryFields } from "#app/forms/query-fields.ts";

test("keeps the look-up's own fields and drops a list index that would blow up the answer", () => {
  const params = new URLSearchParams(
    `${ORDER_FIELD}=2026000123&a[99999999]=1&email=jana%40example.cz&email=x`,
  );
  const kept = queryFields(params, [ORDER_FIELD, "email"]);
  expect([...kept]).toEqual([
    [ORDER_FIELD, "2026000123"],
    ["email", "jana@example.cz"],
    ["email", "x"],
  ]);
  const reply = parseWithZod(kept, { schema: GuestOrderSchema }).reply();
  expect(JSON.stringify(reply).length).toBeLessThan(1000);
});
