import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, test } from "vitest";

const LOCALES_DIR = join(import.meta.dirname, "..", "..", "locales");
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ""): Array<string> {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function load(locale: string, namespace: string): Array<string> {
  const json: unknown = JSON.parse(readFileSync(join(LOCALES_DIR, locale, namespace), "utf8"));
  // Plural forms differ by language (Czech has "few", German does not): compare stems.
  return [...new Set(keys(json).map((key) => key.replace(PLURAL_SUFFIX, "")))].sort();
}

describe("translations", () => {
  const namespaces = readdirSync(join(LOCALES_DIR, "cs"));

  test.each(["sk", "de"])("%s has every Czech key, and no others", (locale) => {
    for (const namespace of namespaces) {
      expect(load(locale, namespace), `${locale}/${namespace}`).toEqual(load("cs", namespace));
    }
  });
});
