import { PaginationNav } from "#app/components/catalog/pagination-nav.tsx";
import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { ContentPageView } from "#bff/pages/content-page.ts";
import "./content.css";
/** The column's width (the text page's 860 px less its padding); a phone's 480 px crop. */
const BACKGROUND_SIZES = "(min-width: 860px) 828px, (min-width: 512px) calc(100vw - 32px), 480px";

/**
 * A CMS content page: its title (over its background picture when it has one), its blocks
 * and, when the CMS paginates it, page links.
 */
export function ContentPage({ page, path }: { page: ContentPageView; path: string }) {
  return (
    <article className="container text-page content-page">
      {page.backgroundImage ? (
        <header className="content-page-hero">
          <ResponsiveImage image={page.backgroundImage} sizes={BACKGROUND_SIZES} priority />
          <h1>{page.title}</h1>
        </header>
      ) : (
        <h1>{page.title}</h1>
      )}
      <ContentBlocks blocks={page.blocks} />
      {page.pagination ? (
        <PaginationNav
          page={page.pagination.page}
          pages={page.pagination.pages}
          pageHref={(number) => (number > 1 ? `${path}?page=${number}` : path)}
        />
      ) : null}
    </article>
  );
}
