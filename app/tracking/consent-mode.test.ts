import { describe, expect, test } from "vitest";

import { FULL_CONSENT, NO_CONSENT } from "#app/shopper/consent.ts";
import { consentModeCommands, consentModeScript } from "#app/tracking/consent-mode.ts";

const DEFAULTS = [
  "consent",
  "default",
  {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
    personalization_storage: "denied",
    functionality_storage: "granted",
    security_storage: "granted",
  },
];

describe("consentModeCommands", () => {
  test("before the choice: everything that needs consent denied, and no update", () => {
    expect(consentModeCommands(null)).toEqual([DEFAULTS]);
  });

  test("necessary only: an update that denies every category", () => {
    expect(consentModeCommands(NO_CONSENT)).toEqual([
      DEFAULTS,
      [
        "consent",
        "update",
        {
          analytics_storage: "denied",
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          personalization_storage: "denied",
        },
      ],
    ]);
  });

  test("accept all: an update that grants every category", () => {
    expect(consentModeCommands(FULL_CONSENT)[1]).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        personalization_storage: "granted",
      },
    ]);
  });

  test("a choice by category grants the types of those categories only", () => {
    const [, update] = consentModeCommands({
      analytics: false,
      marketing: true,
      personalisation: true,
    });
    expect(update).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "denied",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        personalization_storage: "granted",
      },
    ]);
  });
});

describe("consentModeScript", () => {
  test("defines the data layer and gtag, then runs the commands in order", () => {
    const script = consentModeScript(consentModeCommands(NO_CONSENT));
    const dataLayer: Array<ArrayLike<unknown>> = [];
    new Function("window", "dataLayer", script)({ dataLayer }, dataLayer);
    expect(dataLayer.map((entry) => Array.from(entry))).toEqual(consentModeCommands(NO_CONSENT));
  });

  test("holds no markup", () => {
    expect(consentModeScript(consentModeCommands(FULL_CONSENT))).not.toMatch(/[<>]/);
  });
});
