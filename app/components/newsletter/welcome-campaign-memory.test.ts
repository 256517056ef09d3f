import { describe, expect, test } from "vitest";

import {
  mayOfferWelcome,
  rememberWelcomeOffered,
} from "#app/components/newsletter/welcome-campaign-memory.ts";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const refusing: Pick<Storage, "getItem" | "setItem"> = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("the welcome campaign is offered once the age notice has been closed", () => {
  test("to a returning visitor who closed it on an earlier visit, as to a new one", () => {
    const storage = memoryStorage();
    expect(mayOfferWelcome(storage, { confirmedOnArrival: true })).toBe(true);
    expect(mayOfferWelcome(memoryStorage(), { confirmedOnArrival: false })).toBe(true);
  });

  test("once per browser: after the offer no page offers it again", () => {
    const storage = memoryStorage();
    rememberWelcomeOffered(storage);
    expect(mayOfferWelcome(storage, { confirmedOnArrival: true })).toBe(false);
    expect(mayOfferWelcome(storage, { confirmedOnArrival: false })).toBe(false);
  });

  test("without storage only right after the notice closes on the page, never on every page", () => {
    expect(mayOfferWelcome(null, { confirmedOnArrival: false })).toBe(true);
    expect(mayOfferWelcome(null, { confirmedOnArrival: true })).toBe(false);
    expect(mayOfferWelcome(refusing, { confirmedOnArrival: true })).toBe(false);
    expect(() => rememberWelcomeOffered(refusing)).not.toThrow();
  });
});
