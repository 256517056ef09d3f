import { describe, expect, test } from "vitest";

import { FOREIGN_TARGETS, staysOnShop } from "#app/testing/open-redirect-payloads.ts";

import { resolveCmsLink } from "./cms-link.ts";

describe("resolveCmsLink", () => {
  test("a plain path stays internal", () => {
    expect(resolveCmsLink("/vse-o-nakupu/doprava")).toEqual({
      href: "/vse-o-nakupu/doprava",
      external: false,
    });
    expect(resolveCmsLink("kontakt")).toEqual({ href: "/kontakt", external: false });
    expect(resolveCmsLink("#faq")).toEqual({ href: "#faq", external: false });
  });

  test.each([
    "mailto:info@shop.example",
    "tel:+420123456789",
    "sms:+420123456789",
    "geo:50.08,14.42",
    "market://details?id=x",
  ])("%s is external with noopener noreferrer", (href) => {
    expect(resolveCmsLink(href)).toMatchObject({
      href,
      external: true,
      rel: "noopener noreferrer",
    });
  });

  test("anything with :// is external", () => {
    expect(resolveCmsLink("https://www.example.org/x")).toMatchObject({
      href: "https://www.example.org/x",
      external: true,
      rel: "noopener noreferrer",
    });
  });

  test("a custom link to the storefront's own host loses the host", () => {
    expect(
      resolveCmsLink("https://www.shop.example/kosik?x=1#top", {
        storefrontHosts: ["www.shop.example"],
      }),
    ).toEqual({ href: "/kosik?x=1#top", external: false });
  });

  test("a new-tab link gets noopener noreferrer, internal or not", () => {
    expect(resolveCmsLink("/kontakt", { openInNewTab: true })).toEqual({
      href: "/kontakt",
      external: false,
      rel: "noopener noreferrer",
      target: "_blank",
    });
  });

  test.each([
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example",
    "ftp://files.example/x",
    "java\u0000script:alert(1)",
    "",
    null,
  ])("hostile or empty %j is no link at all", (href) => {
    expect(resolveCmsLink(href)).toBeNull();
  });

  test.each(FOREIGN_TARGETS)("%j is no internal link to another host", (raw) => {
    const link = resolveCmsLink(raw);
    expect(!link || link.external || staysOnShop(link.href)).toBe(true);
  });

  test("a link a browser reads as another host is refused, not made a path", () => {
    expect(resolveCmsLink("\\\\evil.example/x")).toBeNull();
    expect(resolveCmsLink("/\\evil.example")).toBeNull();
    expect(resolveCmsLink("/a/..//evil.example")).toEqual({
      href: "/evil.example",
      external: false,
    });
  });
});
