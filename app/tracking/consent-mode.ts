import { CONSENT_CATEGORIES, type Consent, type ConsentCategory } from "#app/shopper/consent.ts";

/** Google Consent Mode v2's storage types the shop sets. */
type ConsentModeType =
  | "ad_storage"
  | "ad_user_data"
  | "ad_personalization"
  | "analytics_storage"
  | "personalization_storage"
  | "functionality_storage"
  | "security_storage";

type ConsentModeState = Partial<Record<ConsentModeType, "granted" | "denied">>;

/** One `gtag("consent", …)` call, as the data layer receives it. */
export type ConsentModeCommand = ["consent", "default" | "update", ConsentModeState];

/** The types each of the shop's categories grants; the rest need no consent. */
const TYPES_OF_CATEGORY: Record<ConsentCategory, ReadonlyArray<ConsentModeType>> = {
  analytics: ["analytics_storage"],
  marketing: ["ad_storage", "ad_user_data", "ad_personalization"],
  personalisation: ["personalization_storage"],
};

/**
 * What the data layer starts with before any tag reads it: everything that needs consent
 * denied (the shopper has allowed nothing yet), the shop's own functions and security
 * granted. Then, once the shopper chose, an update naming every category's types, granted
 * or denied, so "necessary only" is an answer too and not the absence of one.
 */
export function consentModeCommands(consent: Consent | null): Array<ConsentModeCommand> {
  const state = (granted: (category: ConsentCategory) => boolean): ConsentModeState =>
    Object.fromEntries(
      CONSENT_CATEGORIES.flatMap((category) =>
        TYPES_OF_CATEGORY[category].map((type) => [type, granted(category) ? "granted" : "denied"]),
      ),
    );
  const defaults: ConsentModeCommand = [
    "consent",
    "default",
    { ...state(() => false), functionality_storage: "granted", security_storage: "granted" },
  ];
  if (consent === null) return [defaults];
  return [defaults, ["consent", "update", state((category) => consent[category])]];
}

/**
 * The inline script that defines the data layer and `gtag` and runs the commands, before
 * any other script of the page. `<` is escaped so no value could close the script element.
 */
export function consentModeScript(commands: ReadonlyArray<ConsentModeCommand>): string {
  const calls = commands
    .map((command) => `gtag(${command.map((part) => JSON.stringify(part)).join(",")});`)
    .join("");
  return (
    "window.dataLayer=window.dataLayer||[];" +
    "function gtag(){dataLayer.push(arguments)}" +
    calls.replace(/</g, "\\u003c")
  );
}
