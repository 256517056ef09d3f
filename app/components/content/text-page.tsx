import type { TextPage as TextPageData } from "#bff/pages/text-page.ts";

import { RichText } from "./rich-text.tsx";

/** A CMS text page: its rich text, which carries its own headings. */
export function TextPage({ page }: { page: TextPageData }) {
  return (
    <article className="container text-page">
      <RichText document={page.document} />
    </article>
  );
}
