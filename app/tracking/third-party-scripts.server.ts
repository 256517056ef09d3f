import type { Config } from "#bff/config.ts";
import { LOCALES, type Locale } from "#bff/locales.js";

/** What the browser needs of the configured third-party scripts; nothing secret. */
export type ThirdPartyScripts = {
  priceComparison: { src: string; shopId: string } | null;
  affiliate: { src: string; campaignId: string } | null;
  performanceMonitoring: { src: string; key: string } | null;
};

type ScriptConfig = Pick<
  Config,
  | "PRICE_COMPARISON_SCRIPT_URL"
  | "PRICE_COMPARISON_SHOP_ID"
  | "AFFILIATE_SCRIPT_URL"
  | "AFFILIATE_CAMPAIGN_IDS"
  | "PERFORMANCE_MONITORING_SCRIPT_URL"
  | "PERFORMANCE_MONITORING_KEY"
>;

/**
 * The scripts this shop runs in the language's pages: each only with its address and its
 * id configured (spec §7: the price-comparison script only with a shop id; affiliate
 * campaign ids differ per site, so a language without one runs no affiliate script).
 */
export function thirdPartyScripts(config: ScriptConfig, locale: Locale): ThirdPartyScripts {
  const campaignId = config.AFFILIATE_CAMPAIGN_IDS[locale];
  return {
    priceComparison:
      config.PRICE_COMPARISON_SCRIPT_URL && config.PRICE_COMPARISON_SHOP_ID
        ? { src: config.PRICE_COMPARISON_SCRIPT_URL, shopId: config.PRICE_COMPARISON_SHOP_ID }
        : null,
    affiliate:
      config.AFFILIATE_SCRIPT_URL && campaignId
        ? { src: config.AFFILIATE_SCRIPT_URL, campaignId }
        : null,
    performanceMonitoring:
      config.PERFORMANCE_MONITORING_SCRIPT_URL && config.PERFORMANCE_MONITORING_KEY
        ? {
            src: config.PERFORMANCE_MONITORING_SCRIPT_URL,
            key: config.PERFORMANCE_MONITORING_KEY,
          }
        : null,
  };
}

/**
 * The origins the CSP lets these scripts come from and send to: those of the scripts
 * configured in any language, none otherwise, so an unconfigured shop stays as strict.
 */
export function thirdPartyScriptOrigins(config: ScriptConfig): Array<string> {
  const scripts = LOCALES.flatMap((locale) => {
    const { priceComparison, affiliate, performanceMonitoring } = thirdPartyScripts(config, locale);
    return [priceComparison, affiliate, performanceMonitoring];
  });
  const origins = scripts.flatMap((script) => (script ? [new URL(script.src).origin] : []));
  return [...new Set(origins)];
}
