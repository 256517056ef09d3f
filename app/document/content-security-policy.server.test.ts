import { describe, expect, test } from "vitest";

import { contentSecurityPolicy } from "#app/document/content-security-policy.server.ts";

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
