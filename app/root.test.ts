import { http } from "msw";
import { afterEach, expect, test } from "vitest";

import { loader } from "#app/root.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";
import { startsBeforeSlowAnswer } from "#bff/mocks/call-order.ts";
import { setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

afterEach(() => setLocaleOrigins({}));

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

test("the origin of canonical, hreflang and Open Graph links is the configured one", async () => {
  const loaded = await loader({
    request: new Request("http://evil.example/", {
      headers: { "X-Forwarded-Host": "evil.example" },
    }),
    params: {},
    context: {},
  });
  // The default SHOP_ORIGIN, whatever Host the request names.
  expect(loaded.data.origin).toBe("http://localhost:3000");
});

test("in domain mode a language's host keeps its origin and any other host gets cs's", async () => {
  setLocaleOrigins({ cs: "https://shop.cz", sk: "https://shop.sk" });
  const originFor = async (url: string) =>
    (await loader({ request: new Request(url), params: {}, context: {} })).data.origin;
  expect(await originFor("http://shop.sk/")).toBe("https://shop.sk");
  expect(await originFor("http://evil.example/")).toBe("https://shop.cz");
});
