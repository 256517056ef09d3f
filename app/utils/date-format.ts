const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and style, kept: building an Intl.DateTimeFormat costs more
 * than rendering the element that shows its date, and a page renders several.
 */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * "čtvrtek 26. 11." for a calendar day (`YYYY-MM-DD`) computed in the shop's time zone;
 * formatting it as UTC keeps it that day wherever the page is rendered.
 */
export function formatCalendarDay(language: string, day: string): string {
  return dateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
