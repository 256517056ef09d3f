import { gql } from "@urql/core";
import { graphql, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import * as z from "zod";

import { getConfig } from "#bff/config.ts";
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

test("two languages asking the same query at once each get their own answer", async () => {
  const GREETING = gql`
    query Greeting {
      greeting
    }
  `;
  server.use(
    graphql.query("Greeting", async ({ request }) => {
      // Both calls are in flight together: one answer must not stand in for the other.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const locale = request.headers.get(`${getConfig().UPSTREAM_HEADER_PREFIX}locale`);
      return HttpResponse.json({ data: { greeting: locale === "de" ? "Hallo" : "Ahoj" } });
    }),
  );
  const ask = (locale: "cs" | "de") =>
    cmsQuery({
      ctx: testContext({ locale }),
      query: GREETING,
      schema: GreetingSchema,
      cache: false,
    });
  expect(await Promise.all([ask("cs"), ask("de")])).toEqual([
    { greeting: "Ahoj" },
    { greeting: "Hallo" },
  ]);
});
