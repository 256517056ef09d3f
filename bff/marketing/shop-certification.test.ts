import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { CERTIFICATION_TEST_ENV, thirdPartyCalls } from "#bff/mocks/marketing.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const PURCHASE = { email: "jana@example.cz", orderId: "2026000100", productItemIds: ["10361"] };

beforeEach(() => {
  thirdPartyCalls.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

async function load(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import("./shop-certification.ts");
}

/** The log the freshly loaded client writes to, its warnings silenced and recorded. */
async function warnings() {
  const { log } = await import("#bff/log.ts");
  return vi.spyOn(log, "warn").mockImplementation(() => undefined);
}

describe("certifyShopPurchase", () => {
  test("with the feature on (the default) and a key, sends the purchase with the key", async () => {
    const { certifyShopPurchase } = await load(CERTIFICATION_TEST_ENV);
    await certifyShopPurchase({ ctx: testContext(), ...PURCHASE });
    expect(thirdPartyCalls).toEqual([
      {
        url: `${CERTIFICATION_TEST_ENV.SHOP_CERTIFICATION_URL}/api/orders`,
        authorization: null,
        body: { apiKey: CERTIFICATION_TEST_ENV.SHOP_CERTIFICATION_API_KEY, ...PURCHASE },
      },
    ]);
  });

  test("the feature off, no key or no address: nothing is sent", async () => {
    const cases = [
      { ...CERTIFICATION_TEST_ENV, SHOP_FEATURES: "favourites,wishList" },
      { ...CERTIFICATION_TEST_ENV, SHOP_CERTIFICATION_API_KEY: "" },
      { ...CERTIFICATION_TEST_ENV, SHOP_CERTIFICATION_URL: "" },
    ];
    for (const env of cases) {
      const { certifyShopPurchase, isShopCertificationOn } = await load(env);
      expect(isShopCertificationOn()).toBe(false);
      await certifyShopPurchase({ ctx: testContext(), ...PURCHASE });
    }
    expect(thirdPartyCalls).toEqual([]);
  });

  test("an answer other than 200 is logged as a warning only", async () => {
    const { certifyShopPurchase } = await load({
      ...CERTIFICATION_TEST_ENV,
      SHOP_CERTIFICATION_API_KEY: "an-old-key",
    });
    const warn = await warnings();
    await expect(certifyShopPurchase({ ctx: testContext(), ...PURCHASE })).resolves.toBeUndefined();
    expect(thirdPartyCalls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      "third-party call not taken",
      expect.objectContaining({ vendor: "shop-certification", outcome: "status 401" }),
    );
  });
});
