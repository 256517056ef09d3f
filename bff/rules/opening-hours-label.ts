/** Opening hours as the pages write them; no time-zone code, so the browser can use it. */

/** A time as people write it: "09:00" is "9:00". */
export function clockLabel(time: string): string {
  return time.replace(/^0(\d)/, "$1");
}

/** A day's hours as a span, "9:00–19:00", or null when closed. */
export function hoursLabel(hours: { from: string | null; to: string | null }): string | null {
  if (hours.from === null || hours.to === null) return null;
  return `${clockLabel(hours.from)}–${clockLabel(hours.to)}`;
}
