/**
 * Only the named fields of a look-up's query string, in their order. A look-up form sent by
 * GET (order status, a claim's order) is parsed from the address, which anyone can write:
 * Conform reads every parameter, and one such as `a[99999999]=1` became a list of that many
 * holes in the answer the page sends back (megabytes per request, the process's memory in
 * the end). Nothing but the form's own fields reaches the parser or the page.
 */
export function queryFields(
  params: URLSearchParams,
  names: ReadonlyArray<string>,
): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => names.includes(name)));
}
