/**
 * JSON as the text of a `<script>` data block (`application/json`, `application/ld+json`).
 * A data block is never executed; "<" is escaped so no text inside can close the element
 * or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
