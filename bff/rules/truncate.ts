/** A title cut to `max` characters, the last one an ellipsis, so it never outgrows its box. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
