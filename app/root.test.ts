import { http } from "msw";
import { expect, test } from "vitest";

import { startsBeforeSlowAnswer } from "#bff/mocks/call-order.ts";
import { setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

import { authTokenCookie } from "./cookies.server.ts";
import { loader } from "./root.tsx";

setUpMockUpstreams();

test("a login's site frame starts beside the user read, not after it", async () => {
  const cookie = (await authTokenCookie.serialize("access-token-1")).split(";")[0] ?? "";
  const run = () =>
    loader({
      request: new Request("http://localhost/", { headers: { cookie } }),
      params: {},
      context: {},
    });
  const slow = (hold: () => Promise<undefined>) => http.get(storeUrl("/api/v1/user"), hold);
  expect(await startsBeforeSlowAnswer({ run, slow, dependent: /\/menu-object\// })).toBe(true);
});
