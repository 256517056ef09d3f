import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";

import { createFaultInjection } from "./faults.ts";

function arrivingRequest(): Request {
  return {
    method: "GET",
    originalUrl: "/catalog/product",
    get: () => undefined,
  } as unknown as Request;
}

function answer(events: Array<string>, id: string): Response {
  return {
    write: () => true,
    end: () => events.push(`answer ${id} sent`),
  } as unknown as Response;
}

describe("injected latency", () => {
  it("counts from each request's arrival, not from the work of requests ahead of it", async () => {
    const { middleware } = createFaultInjection({ latencyMs: 30 });
    const events: Array<string> = [];
    const responses = { a: answer(events, "a"), b: answer(events, "b") };
    for (const id of ["a", "b"] as const) {
      void middleware(arrivingRequest(), responses[id], () => {
        events.push(`work ${id}`);
        responses[id].end();
      });
    }
    events.push("both arrived");

    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(["both arrived", "work a", "work b"]);

    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(events.slice(3)).toEqual(["answer a sent", "answer b sent"]);
  });

  it("answers at once without latency", () => {
    const { middleware } = createFaultInjection({ latencyMs: 0 });
    const events: Array<string> = [];
    void middleware(arrivingRequest(), answer(events, "a"), () => events.push("work a"));
    expect(events).toEqual(["work a"]);
  });
});
