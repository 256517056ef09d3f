import { describe, expect, test } from "vitest";

import { dateTimeFormat, formatCalendarDay } from "#app/utils/date-format.ts";

describe("date formats", () => {
  test("a calendar day reads as that day in each language, whatever the server's zone", () => {
    expect(formatCalendarDay("cs", "2026-11-26")).toBe("čtvrtek 26. 11.");
    expect(formatCalendarDay("sk", "2026-11-26")).toBe("štvrtok 26. 11.");
    expect(formatCalendarDay("de", "2026-11-26")).toBe("Donnerstag, 26.11.");
  });

  test("a formatter is built once per language and style", () => {
    const style = { dateStyle: "medium", timeZone: "Europe/Paris" } as const;
    expect(dateTimeFormat("cs", style)).toBe(dateTimeFormat("cs", { ...style }));
    expect(dateTimeFormat("de", style)).not.toBe(dateTimeFormat("cs", style));
  });
});
