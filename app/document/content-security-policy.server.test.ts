import { describe, expect, test } from "vitest";

import {
  contentSecurityPolicy,
  framedOrigins,
} from "#app/document/content-security-policy.server.ts";

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
