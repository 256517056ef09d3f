import { describe, expect, it } from "vitest";

import { isBusinessUser } from "./business-user.ts";

describe("a business buyer", () => {
  it("is a customer with a company name or an IČO", () => {
    expect(isBusinessUser({ businessName: "Erotika Dvořák s.r.o.", tin: "27074358" })).toBe(true);
    expect(isBusinessUser({ businessName: null, tin: "27074358" })).toBe(true);
    expect(isBusinessUser({ businessName: "Dvořák", tin: null })).toBe(true);
  });

  it("is not a consumer, nor an account with blank company fields", () => {
    expect(isBusinessUser({ businessName: null, tin: null })).toBe(false);
    expect(isBusinessUser({ businessName: " ", tin: "" })).toBe(false);
  });
});
