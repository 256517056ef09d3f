import { describe, expect, test } from "vitest";

import {
  contentSecurityPolicy,
  framedOrigins,
} from "#app/document/content-security-policy.server.ts";
import { consentBannerOrigins } from "#app/tracking/consent-banner.ts";
import { parseConfig } from "#bff/config.ts";

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    nonce: "abc123",
    imageOrigins: ["https://cdn.shop.example"],
    formOrigins: ["https://pay.gateway.example"],
    isDevelopment: false,
  });

  test("allows scripts only with the response's nonce", () => {
    expect(policy).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
  });

  test("takes styles from this site or with the response's nonce, never from an attribute", () => {
    expect(policy).toContain("style-src 'self' 'nonce-abc123';");
  });

  test("forbids plugins, <base> and framing", () => {
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test("lets forms lead to this site and the payment gateway only", () => {
    expect(policy).toContain("form-action 'self' https://pay.gateway.example");
  });

  test("takes fonts and the web app manifest from this site only", () => {
    expect(policy).toContain("font-src 'self';");
    expect(policy).toContain("manifest-src 'self';");
  });

  test("loads images from the CDN too", () => {
    expect(policy).toContain("img-src 'self' data: https://cdn.shop.example");
  });
});

describe("frames of other sites", () => {
  const base = {
    nonce: "abc123",
    imageOrigins: [],
    formOrigins: [],
    isDevelopment: false,
  };

  test("stay on this site unless the page frames another", () => {
    expect(contentSecurityPolicy(base)).not.toContain("frame-src");
    expect(
      contentSecurityPolicy({ ...base, frameOrigins: ["https://maps.example.net"] }),
    ).toContain("frame-src 'self' https://maps.example.net");
  });

  test("come from the page's data, https origins only", () => {
    expect(
      framedOrigins({
        root: { origin: "https://shop.example" },
        "routes/pobocky.$slug": {
          frameOrigins: [
            "https://maps.example.net",
            "https://tour.example.org",
            "https://maps.example.net",
            "http://plain.example",
            "https://path.example/x",
            "javascript:alert(1)",
            42,
          ],
        },
        "routes/other": null,
      }),
    ).toEqual(["https://maps.example.net", "https://tour.example.org"]);
  });
});

describe("the consent banner's hosts", () => {
  const base = { nonce: "abc123", imageOrigins: [], formOrigins: [], isDevelopment: false };
  const policyWith = (env: Record<string, string>) =>
    contentSecurityPolicy({
      ...base,
      scriptOrigins: consentBannerOrigins(parseConfig(env).CONSENT_BANNER_ID),
    });

  test("leave the policy as it was while no banner id is configured", () => {
    expect(policyWith({})).toBe(contentSecurityPolicy(base));
    expect(policyWith({ CONSENT_BANNER_ID: "" })).toBe(contentSecurityPolicy(base));
    expect(policyWith({})).not.toContain("cookiebot");
  });

  test("may serve scripts and answer their calls once it is", () => {
    const policy = policyWith({ CONSENT_BANNER_ID: "0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0" });
    const hosts = "https://consent.cookiebot.com https://consentcdn.cookiebot.com";
    expect(policy).toContain(`script-src 'nonce-abc123' 'strict-dynamic' ${hosts};`);
    expect(policy).toContain(`connect-src 'self' ${hosts};`);
    expect(policy).not.toMatch(/(?:img|style|frame|form-action)[^;]*cookiebot/);
  });

  test("an id that is not one is refused at start-up", () => {
    expect(() => parseConfig({ CONSENT_BANNER_ID: '"><script>' })).toThrowError(
      /CONSENT_BANNER_ID/,
    );
  });
});
