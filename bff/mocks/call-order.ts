import { delay, http, type RequestHandler } from "msw";
import { expect } from "vitest";

import { mockServer } from "./server.ts";

/**
 * Whether the call matching `dependent` starts before a slow call it does not need has
 * answered: a call starts the moment its own input exists, not when the slowest call of
 * an earlier round is done. `slow` mounts the given resolver for the slow call; it holds
 * the answer 150 ms and then lets the usual handler answer. The order of events decides,
 * not the clock.
 */
export async function startsBeforeSlowAnswer({
  run,
  slow,
  dependent,
}: {
  run: () => Promise<unknown>;
  slow: (hold: () => Promise<undefined>) => RequestHandler;
  dependent: RegExp;
}): Promise<boolean> {
  const events: Array<"dependent started" | "slow answered"> = [];
  const onStart = ({ request }: { request: Request }) => {
    if (dependent.test(request.url)) events.push("dependent started");
  };
  mockServer.events.on("request:start", onStart);
  mockServer.use(
    slow(async () => {
      await delay(150);
      events.push("slow answered");
      return undefined;
    }),
  );
  try {
    await run();
  } finally {
    mockServer.events.removeListener("request:start", onStart);
  }
  expect(events).toContain("dependent started");
  expect(events).toContain("slow answered");
  return events.indexOf("dependent started") < events.indexOf("slow answered");
}

/**
 * Runs a view model against msw upstreams that all answer after the same delay, and
 * counts how many rounds of calls had to wait for one another: a call that starts after
 * another has finished begins a new round. The order of events decides, not the clock.
 */
export async function dependencyDepth(run: () => Promise<unknown>): Promise<number> {
  const events: Array<"start" | "end"> = [];
  const onStart = () => events.push("start");
  const onEnd = () => events.push("end");
  mockServer.events.on("request:start", onStart);
  mockServer.events.on("response:mocked", onEnd);
  // Answers nothing itself, so every request goes on to its real handler after the delay.
  mockServer.use(http.all("*", () => delay(25)));
  try {
    await run();
  } finally {
    mockServer.events.removeListener("request:start", onStart);
    mockServer.events.removeListener("response:mocked", onEnd);
  }
  expect(events.filter((event) => event === "start").length).toBeGreaterThan(0);
  return (
    1 + events.filter((event, index) => event === "start" && events[index - 1] === "end").length
  );
}
