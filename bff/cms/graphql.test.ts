import { gql } from "@urql/core";
import { graphql, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import * as z from "zod";

import { setPlatform } from "#bff/http/platform.ts";
import { ServerTiming } from "#bff/http/server-timing.ts";
import { testContext } from "#bff/mocks/context.ts";

import { cmsQuery } from "./graphql.ts";

const server = setupServer(
  graphql.query("Greeting", () => HttpResponse.json({ data: { greeting: "Ahoj" } })),
);
const GreetingSchema = z.object({ greeting: z.string() });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => setPlatform(undefined));
afterAll(() => server.close());

test("each query shows in Server-Timing under its operation name", async () => {
  const timing = new ServerTiming();
  const ctx = testContext({ timing });
  const data = await cmsQuery({
    ctx,
    query: gql`
      query Greeting {
        greeting
      }
    `,
    schema: GreetingSchema,
  });
  expect(data).toEqual({ greeting: "Ahoj" });
  expect(timing.toHeader()).toMatch(/^cms-graphql-Greeting;dur=[\d.]+;desc="miss"$/);
});
