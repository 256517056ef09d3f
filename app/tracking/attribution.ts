/** The campaign parameters the shop keeps (spec §3: campaign, content, medium, source, term). */
export const UTM_PARAMETERS = [
  "utm_campaign",
  "utm_content",
  "utm_medium",
  "utm_source",
  "utm_term",
] as const;

export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/** The campaign of the landing that brought the shopper; only the parameters it named. */
export type Utm = Partial<Record<UtmParameter, string>>;

/** The longest value kept: a campaign name, never a document. */
export const UTM_VALUE_MAX = 200;

// Control characters have no place in a campaign name and could break the store's records.
const CONTROL = /\p{Cc}/u;

/** A parameter's value as kept: trimmed, non-empty, bounded, printable; else null. */
export function utmValue(raw: string): string | null {
  const value = raw.trim();
  if (value === "" || [...value].length > UTM_VALUE_MAX || CONTROL.test(value)) return null;
  return value;
}

/**
 * The campaign an address names, or null when it names none: a landing with at least one
 * acceptable `utm_*` value replaces the whole stored set, one without leaves it.
 */
export function utmOfUrl(url: URL): Utm | null {
  const utm: Utm = {};
  for (const name of UTM_PARAMETERS) {
    const raw = url.searchParams.get(name);
    const value = raw === null ? null : utmValue(raw);
    if (value !== null) utm[name] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** The query parameter an affiliate network tags its visitors with. */
export const CJEVENT_PARAMETER = "cjevent";

// An affiliate's click id: letters, digits and a few separators, as a plain cookie holds it.
const CJEVENT = /^[A-Za-z0-9._-]{1,100}$/;

/** The affiliate value of a URL or cookie when it looks like one, else null. */
export function cjeventValue(raw: string | null): string | null {
  const value = raw?.trim() ?? "";
  return CJEVENT.test(value) ? value : null;
}

/**
 * The affiliate value to remember (spec §9): only while tracking is on, and only when the
 * landing brings one that differs from the stored one; null leaves the cookie as it is.
 */
export function cjeventToStore({
  url,
  stored,
  trackingOn,
}: {
  url: URL;
  stored: string | null;
  trackingOn: boolean;
}): string | null {
  if (!trackingOn) return null;
  const landed = cjeventValue(url.searchParams.get(CJEVENT_PARAMETER));
  return landed !== null && landed !== stored ? landed : null;
}
