/**
 * The honeypot's name. Bots fill every input they find; people never see this one, and
 * browsers do not fill a field of this name on their own.
 */
export const HONEYPOT_FIELD = "website";

/**
 * True when the honeypot was filled: a bot's submission, which the action answers as if
 * all went well and sends nowhere (a bot told "refused" would only try again differently).
 */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}
