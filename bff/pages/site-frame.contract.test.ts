import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";
import { signUpForNewsletter } from "#bff/store/newsletter.ts";

import { siteFrame } from "./site-frame.ts";

/** The frame and the newsletter sign-up against the live sandbox. */

connectToLiveSandbox();

describe("site frame", () => {
  test("top banner for cz, top header menu, welcome campaign and footer", async () => {
    const frame = await siteFrame({ ctx: testContext() });
    expect(frame.topBanner?.text).toContain("Doprava zdarma");
    expect(frame.topHeaderMenu.map((item) => item.title)).toContain("Kontakt");
    expect(frame.welcomeCampaign).toEqual({ couponValue: "10 %", minimumOrder: 500 });
    expect(frame.footer?.badges.length).toBeGreaterThan(0);
    expect(frame.footer?.badges[0]?.image?.src).toMatch(/\/image\/w96h48\//);
  });

  test("the German domain has no top banner", async () => {
    const frame = await siteFrame({
      ctx: testContext({ locale: "de", currency: "EUR", domainCode: "de" }),
    });
    expect(frame.topBanner).toBeNull();
  });
});

describe("newsletter", () => {
  test("a second sign-up of the same address is already subscribed, with the store's title", async () => {
    const ctx = testContext();
    const email = `frame-${Date.now()}@example.cz`;
    const input = { ctx, email, callbackUrl: "http://shop.test/aktivovat", source: "welcome" };
    expect(await signUpForNewsletter(input)).toEqual({ kind: "subscribed" });
    expect(await signUpForNewsletter(input)).toEqual({
      kind: "already_subscribed",
      title: "Tento e-mail už novinky odebírá",
    });
  });
});
