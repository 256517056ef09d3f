import { describe, expect, test } from "vitest";

import { thirdPartyScriptOrigins, thirdPartyScripts } from "./third-party-scripts.server.ts";

const NONE = {
  PRICE_COMPARISON_SCRIPT_URL: undefined,
  PRICE_COMPARISON_SHOP_ID: undefined,
  AFFILIATE_SCRIPT_URL: undefined,
  AFFILIATE_CAMPAIGN_IDS: {},
  PERFORMANCE_MONITORING_SCRIPT_URL: undefined,
  PERFORMANCE_MONITORING_KEY: undefined,
};

const ALL = {
  PRICE_COMPARISON_SCRIPT_URL: "https://comparison.example/roi.js",
  PRICE_COMPARISON_SHOP_ID: "shop-42",
  AFFILIATE_SCRIPT_URL: "https://affiliate.example/tag.js",
  AFFILIATE_CAMPAIGN_IDS: { cs: "1001", sk: "1002" },
  PERFORMANCE_MONITORING_SCRIPT_URL: "https://rum.example/agent.js",
  PERFORMANCE_MONITORING_KEY: "browser-key",
};

describe("third-party scripts run only as configured", () => {
  test("an unconfigured shop runs none and its CSP names no third party", () => {
    expect(thirdPartyScripts(NONE, "cs")).toEqual({
      priceComparison: null,
      affiliate: null,
      performanceMonitoring: null,
    });
    expect(thirdPartyScriptOrigins(NONE)).toEqual([]);
  });

  test("the price-comparison script needs its shop id (spec §7)", () => {
    const config = { ...NONE, PRICE_COMPARISON_SCRIPT_URL: ALL.PRICE_COMPARISON_SCRIPT_URL };
    expect(thirdPartyScripts(config, "cs").priceComparison).toBeNull();
    expect(thirdPartyScriptOrigins(config)).toEqual([]);
  });

  test("affiliate campaign ids differ per site: a language without one runs no script", () => {
    expect(thirdPartyScripts(ALL, "cs").affiliate).toEqual({
      src: "https://affiliate.example/tag.js",
      campaignId: "1001",
    });
    expect(thirdPartyScripts(ALL, "sk").affiliate?.campaignId).toBe("1002");
    expect(thirdPartyScripts(ALL, "de").affiliate).toBeNull();
  });

  test("the CSP allows the origins of the configured scripts, each once", () => {
    expect(thirdPartyScriptOrigins(ALL)).toEqual([
      "https://comparison.example",
      "https://affiliate.example",
      "https://rum.example",
    ]);
  });
});
