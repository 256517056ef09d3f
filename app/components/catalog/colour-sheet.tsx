/** The stylesheet of the CMS colours a page uses; see app/routes/colours[.]css.ts. */
export function ColourSheet({ colours }: { colours: Array<string | null> }) {
  const codes = [...new Set(colours.filter((code): code is string => Boolean(code)))].sort();
  if (codes.length === 0) return null;
  return <link rel="stylesheet" href={`/colours.css?c=${codes.join(".")}`} />;
}
