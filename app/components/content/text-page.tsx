import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import type { TextPage as TextPageData } from "#bff/pages/text-page.ts";
import "./content.css";
/** A CMS text page: its rich text, which carries its own headings, then its content blocks. */
export function TextPage({ page }: { page: TextPageData }) {
  return (
    <article className="container text-page">
      <RichText document={page.document} />
      {page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} /> : null}
    </article>
  );
}
