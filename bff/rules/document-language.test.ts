import { describe, expect, it } from "vitest";

import { foreignLanguage } from "./document-language.ts";

describe("the language a CMS document is marked with", () => {
  it("is the document's own when the CMS fell back to another language", () => {
    expect(foreignLanguage("cs", "sk")).toBe("cs");
    expect(foreignLanguage("cs", "de")).toBe("cs");
    expect(foreignLanguage("sk", "cs")).toBe("sk");
  });

  it("reads a region or another spelling of the language", () => {
    expect(foreignLanguage("cs-CZ", "de")).toBe("cs");
    expect(foreignLanguage("CS_cz", "sk")).toBe("cs");
    expect(foreignLanguage(" cs ", "sk")).toBe("cs");
  });

  it("is none for a document in the page's language", () => {
    expect(foreignLanguage("de", "de")).toBeNull();
    expect(foreignLanguage("de-AT", "de")).toBeNull();
    expect(foreignLanguage("SK", "sk")).toBeNull();
  });

  it("is none when the CMS does not say, or says something that is no language", () => {
    expect(foreignLanguage(null, "sk")).toBeNull();
    expect(foreignLanguage(undefined, "de")).toBeNull();
    expect(foreignLanguage("", "de")).toBeNull();
    expect(foreignLanguage("česky", "de")).toBeNull();
    expect(foreignLanguage("c1", "de")).toBeNull();
  });
});
