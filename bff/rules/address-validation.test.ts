import { describe, expect, it } from "vitest";

import {
  ADDRESS_VALIDATION_MESSAGES,
  addressVerdictMessage,
  isBlocking,
} from "./address-validation.ts";

describe("the address service's messages", () => {
  it("are the Czech texts of the spec, verbatim", () => {
    expect(ADDRESS_VALIDATION_MESSAGES).toEqual({
      invalid: "Pole {input} nebylo vyplněno správně",
      uncertain: "Ujistěte se, že pole {input} je vyplněno správně",
      unknown: "Něco se porouchalo",
    });
  });

  it("name the field by its label", () => {
    expect(addressVerdictMessage("invalid", "Ulice")).toBe("Pole Ulice nebylo vyplněno správně");
    expect(addressVerdictMessage("uncertain", "Ulice")).toBe(
      "Ujistěte se, že pole Ulice je vyplněno správně",
    );
    expect(addressVerdictMessage("unknown", "Ulice")).toBe("Něco se porouchalo");
  });

  it("leave a valid field without a message", () => {
    expect(addressVerdictMessage("valid", "Ulice")).toBeNull();
  });

  it("take a label as it is, dollar signs too", () => {
    expect(addressVerdictMessage("invalid", "PSČ $&")).toBe("Pole PSČ $& nebylo vyplněno správně");
  });
});

describe("blocking verdicts", () => {
  it("an invalid field stops the form", () => {
    expect(isBlocking("invalid")).toBe(true);
  });

  it("an uncertain field and the service's own trouble are warnings the shopper may confirm", () => {
    expect(isBlocking("uncertain")).toBe(false);
    expect(isBlocking("unknown")).toBe(false);
    expect(isBlocking("valid")).toBe(false);
  });
});
