import { describe, expect, test } from "vitest";

import {
  UTM_VALUE_MAX,
  cjeventToStore,
  cjeventValue,
  utmOfUrl,
  utmValue,
} from "#app/tracking/attribution.ts";

const url = (search: string) => new URL(`http://shop.test/${search}`);

describe("campaign parameters of a landing", () => {
  test("the five utm parameters are kept, anything else is not", () => {
    expect(
      utmOfUrl(
        url(
          "?utm_source=newsletter&utm_medium=email&utm_campaign=jaro&utm_content=banner&utm_term=gel&utm_id=7&page=2",
        ),
      ),
    ).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "jaro",
      utm_content: "banner",
      utm_term: "gel",
    });
  });

  test("an address without a campaign names none, so the stored one stays", () => {
    expect(utmOfUrl(url("?page=2&fbclid=x"))).toBeNull();
    expect(utmOfUrl(url("?utm_source=%20%20"))).toBeNull();
  });

  test("values are trimmed and bounded; control characters and overlong values are refused", () => {
    expect(utmValue("  jaro  ")).toBe("jaro");
    expect(utmValue("a".repeat(UTM_VALUE_MAX))).toHaveLength(UTM_VALUE_MAX);
    expect(utmValue("a".repeat(UTM_VALUE_MAX + 1))).toBeNull();
    expect(utmValue("jaro\u0000")).toBeNull();
    expect(utmValue("ja\nro")).toBeNull();
    expect(utmValue("jarní výprodej")).toBe("jarní výprodej");
    expect(utmOfUrl(url("?utm_source=web&utm_medium=e%0Amail"))).toEqual({ utm_source: "web" });
  });
});

describe("the affiliate click id", () => {
  test("kept only while tracking is on", () => {
    expect(
      cjeventToStore({ url: url("?cjevent=abc123"), stored: null, trackingOn: false }),
    ).toBeNull();
    expect(cjeventToStore({ url: url("?cjevent=abc123"), stored: null, trackingOn: true })).toBe(
      "abc123",
    );
  });

  test("kept only when new or changed", () => {
    expect(
      cjeventToStore({ url: url("?cjevent=abc123"), stored: "abc123", trackingOn: true }),
    ).toBeNull();
    expect(
      cjeventToStore({ url: url("?cjevent=def456"), stored: "abc123", trackingOn: true }),
    ).toBe("def456");
    expect(cjeventToStore({ url: url("?page=2"), stored: "abc123", trackingOn: true })).toBeNull();
  });

  test("a value that is not a click id is ignored", () => {
    expect(cjeventValue("a b")).toBeNull();
    expect(cjeventValue("x;Path=/")).toBeNull();
    expect(cjeventValue("a".repeat(101))).toBeNull();
    expect(cjeventValue("")).toBeNull();
    expect(cjeventValue(null)).toBeNull();
    expect(cjeventValue("7a1c0f_2.b-3")).toBe("7a1c0f_2.b-3");
  });
});
