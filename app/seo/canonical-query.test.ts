import { describe, expect, test } from "vitest";

import { canonicalQuery } from "#app/seo/canonical-query.ts";

describe("canonicalQuery (canonical URLs exclude utm, sort, price, stock and tags)", () => {
  test.each([
    "utm_source=newsletter",
    "utm_medium=email",
    "utm_campaign=leto",
    "utm_content=banner",
    "utm_term=vibrator",
    "sort=price_asc",
    "price=100-500",
    "price_from=100&price_to=500",
    "stock=1",
    "tags=novinka",
    "tags[]=novinka&tags[]=akce",
  ])("%s is left out", (query) => {
    expect(canonicalQuery(`?${query}`)).toBe("");
  });

  test("other parameters stay, in their order", () => {
    expect(canonicalQuery("?page=2&utm_source=x&barva=cervena&sort=newest&stock=1")).toBe(
      "?page=2&barva=cervena",
    );
  });

  test("parameters the page names as its own choices are left out too", () => {
    expect(canonicalQuery("?variant_id=10051&utm_source=x", { ignore: ["variant_id"] })).toBe("");
  });

  test("no query, no question mark", () => {
    expect(canonicalQuery("")).toBe("");
    expect(canonicalQuery("?")).toBe("");
  });
});
