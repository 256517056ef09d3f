import { delay, http } from "msw";
import { expect, test } from "vitest";

import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

import { authTokenCookie } from "./cookies.server.ts";
import { loader } from "./root.tsx";

setUpMockUpstreams();

test("a login's site frame starts beside the user read, not after it", async () => {
  const events: Array<"menu asked" | "user answered"> = [];
  const onStart = ({ request }: { request: Request }) => {
    if (request.url.includes("/menu-object/")) events.push("menu asked");
  };
  mockServer.events.on("request:start", onStart);
  mockServer.use(
    http.get(storeUrl("/api/v1/user"), async () => {
      await delay(150);
      events.push("user answered");
    }),
  );
  const cookie = (await authTokenCookie.serialize("access-token-1")).split(";")[0] ?? "";
  try {
    await loader({
      request: new Request("http://localhost/", { headers: { cookie } }),
      params: {},
      context: {},
    });
  } finally {
    mockServer.events.removeListener("request:start", onStart);
  }
  expect(events).toContain("menu asked");
  expect(events).toContain("user answered");
  expect(events.indexOf("menu asked")).toBeLessThan(events.indexOf("user answered"));
});
