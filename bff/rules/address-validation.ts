/**
 * The external address-validation service's verdicts as form messages, shared by the
 * browser and the server. A verdict replaces the local rules for the field it covers.
 */

/** The spec's Czech messages, verbatim; {input} stands for the field's label. */
export const ADDRESS_VALIDATION_MESSAGES = {
  invalid: "Pole {input} nebylo vyplněno správně",
  uncertain: "Ujistěte se, že pole {input} je vyplněno správně",
  unknown: "Něco se porouchalo",
} as const;

/** "unknown" is an answer whose status the contract does not name. */
export type AddressVerdict = "valid" | "invalid" | "uncertain" | "unknown";

/** The message a verdict shows beside its field, or null when the field is fine. */
export function addressVerdictMessage(status: AddressVerdict, label: string): string | null {
  if (status === "valid") return null;
  // A function, so that a "$" in a label is not read as a replacement pattern.
  return ADDRESS_VALIDATION_MESSAGES[status].replace("{input}", () => label);
}

/**
 * Whether a verdict stops the form for good. An uncertain field is only a warning: the
 * shopper confirms the value by sending the same values again, since the service may not
 * know a new street or a small village that does exist. An answer the contract does not
 * name ("Něco se porouchalo") is treated the same way: a broken service never blocks an
 * order.
 */
export function isBlocking(status: AddressVerdict): boolean {
  return status === "invalid";
}
