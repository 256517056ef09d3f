import { describe, expect, test } from "vitest";

import type { SiteSettings } from "#bff/cms/schemas-content.ts";

import { topBannerFor, welcomeCampaignOf } from "./site-frame.ts";
import { storefrontLinks } from "./storefront-hosts.ts";

const cmsLink = storefrontLinks("cs");

function settings({
  globalBanner = { enabled: true, domain_enabled: ["cz", "sk"] },
  banner = { enabled: true, domain_enabled: ["cz"] },
  welcomeCampaign = "1",
}: {
  globalBanner?: { enabled: boolean; domain_enabled: Array<string> };
  banner?: { enabled: boolean; domain_enabled: Array<string> } | null;
  welcomeCampaign?: string;
} = {}): SiteSettings {
  return {
    global_settings: {
      integrations: {
        welcome_campaign: welcomeCampaign,
        welcome_campaign_coupon_value: "10 %",
        cookie_bar: { enabled: false, position: "bottom", text: "" },
      },
      functions: { shopping_lists: "0", users_addresses: "0", loyalty_credits: "0" },
      cartConfiguration: { shopping_disabled: false },
      configuration_products: { show_free_delivery_tag_by_price: false },
      topBanner: globalBanner,
      shippers: [],
    },
    footer: null,
    cart_configuration: null,
    error_pages: [],
    top_banner: banner
      ? { _id: "tb-1", text: "Doprava zdarma", link: "/vse-o-nakupu/doprava", ...banner }
      : null,
    unique_selling_points: [],
  };
}

describe("top banner", () => {
  test("shows when both switches are on and both enable the domain", () => {
    expect(topBannerFor(settings(), { domainCode: "cz", cmsLink })).toEqual({
      id: "tb-1",
      text: "Doprava zdarma",
      link: { href: "/vse-o-nakupu/doprava", external: false },
    });
  });

  test("hidden for a domain either leaves out, or when either is off or missing", () => {
    expect(topBannerFor(settings(), { domainCode: "sk", cmsLink })).toBeNull();
    expect(
      topBannerFor(settings({ globalBanner: { enabled: true, domain_enabled: ["sk"] } }), {
        domainCode: "cz",
        cmsLink,
      }),
    ).toBeNull();
    expect(
      topBannerFor(settings({ globalBanner: { enabled: false, domain_enabled: ["cz"] } }), {
        domainCode: "cz",
        cmsLink,
      }),
    ).toBeNull();
    expect(
      topBannerFor(settings({ banner: { enabled: false, domain_enabled: ["cz"] } }), {
        domainCode: "cz",
        cmsLink,
      }),
    ).toBeNull();
    expect(
      topBannerFor(settings({ banner: null }), {
        domainCode: "cz",
        cmsLink,
      }),
    ).toBeNull();
  });
});

describe("welcome campaign", () => {
  test('runs only when the setting is the string "1"', () => {
    expect(welcomeCampaignOf(settings())).toEqual({ couponValue: "10 %", minimumOrder: null });
    expect(welcomeCampaignOf(settings({ welcomeCampaign: "0" }))).toBeNull();
  });

  test("the minimum order (welcome_campaign_limit) is an amount, or none", () => {
    const limited = (limit: string | null) => {
      const value = settings();
      value.global_settings.integrations.welcome_campaign_limit = limit;
      return welcomeCampaignOf(value)?.minimumOrder;
    };
    expect(limited("500")).toBe(500);
    expect(limited("19,90")).toBe(19.9);
    expect(limited(null)).toBeNull();
    expect(limited("0")).toBeNull();
    expect(limited("bez limitu")).toBeNull();
  });

  test("nothing to offer without a coupon value", () => {
    const withoutCoupon = settings();
    withoutCoupon.global_settings.integrations.welcome_campaign_coupon_value = " ";
    expect(welcomeCampaignOf(withoutCoupon)).toBeNull();
  });
});
