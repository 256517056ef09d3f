/**
 * Why goods come back, as the return form offers them; the store takes the codes
 * (docs/decisions/032). A return within 30 days needs no reason by law; the shop asks to
 * learn, and "other" is always there.
 */
export const RETURN_REASONS = [
  "changed_mind",
  "not_as_expected",
  "wrong_size",
  "damaged_in_transit",
  "ordered_by_mistake",
  "other",
] as const;

export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Whether a submitted value is one of the reasons. */
export function isReturnReason(value: unknown): value is ReturnReason {
  return RETURN_REASONS.some((reason) => reason === value);
}
